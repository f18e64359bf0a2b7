// The sample study materials, each with a small PDF of its own.
import type { StoredFile } from '../repository';
import type { Material } from '../schemas';
import { createTextPdf } from '../seed-pdf';

export function createMaterials(
  timestamp: (daysFromNow: number, hour?: number) => string,
): Material[] {
  const material = (
    id: string,
    title: string,
    description: string,
    fields: Pick<Material, 'visibility' | 'stream' | 'class' | 'fileName'>,
    uploadedDaysAgo: number,
  ): Material => {
    const uploadDate = timestamp(-uploadedDaysAgo, 14);
    const base = { id, title, description, ...fields, fileUrl: fields.fileName, uploadDate };
    return { ...base, fileSize: samplePdf(base).bytes.size };
  };
  return [
    material(
      'material-stse-sample-paper',
      'STSE 2024 Sample Paper',
      'A full sample paper with the pattern and marking scheme of the talent search exam.',
      { visibility: 'Public', stream: 'Any', class: 'Any', fileName: 'stse-2024-sample-paper.pdf' },
      40,
    ),
    material(
      'material-course-brochure',
      'Programs & Courses Brochure 2024-25',
      'Every program, its batches and its fees, in one brochure.',
      {
        visibility: 'Public',
        stream: 'Any',
        class: 'Any',
        fileName: 'sankalp-brochure-2024-25.pdf',
      },
      25,
    ),
    material(
      'material-physics-formulas',
      'JEE Physics Formula Sheet',
      'Mechanics, electrostatics and optics formulas on four pages, for quick revision.',
      {
        visibility: 'Student',
        stream: 'Non-Medical',
        class: '12',
        fileName: 'jee-physics-formula-sheet.pdf',
      },
      12,
    ),
    material(
      'material-biology-practice',
      'NEET Biology Practice Set 1',
      'Fifty questions on cell biology and genetics with worked answers.',
      {
        visibility: 'Student',
        stream: 'Medical',
        class: '11',
        fileName: 'neet-biology-practice-set-1.pdf',
      },
      5,
    ),
  ];
}

export function samplePdf(
  material: Pick<Material, 'title' | 'description' | 'fileName'>,
): StoredFile {
  const bytes = createTextPdf(`Sankalp Institute - ${material.title}`, material.description);
  return {
    name: material.fileName,
    type: 'application/pdf',
    bytes: new Blob([bytes], { type: 'application/pdf' }),
  };
}
