// The study materials' decisions (which uploads are accepted, the new record), written once for
// the browser's repository core and the server.
import { MAX_MATERIAL_FILE_BYTES } from '../constants';
import { materialSchema, newMaterialSchema } from '../schemas';
import type { Material, NewMaterial } from '../schemas';
import { newId } from '../core/ids';
import { refuse, validated } from '../core/validate';

export const PDF_TYPE = 'application/pdf';

/** Only PDFs up to the size limit (the upload accepts .pdf only). */
export function checkPdfUpload(file: { name: string; type: string; size: number }): void {
  const isPdf =
    file.name.toLowerCase().endsWith('.pdf') && (file.type === PDF_TYPE || file.type === '');
  if (!isPdf)
    refuse('material', 'file', 'Only PDF files can be uploaded. Choose a file ending in .pdf.');
  if (file.size === 0) refuse('material', 'file', 'The chosen file is empty. Choose another PDF.');
  if (file.size > MAX_MATERIAL_FILE_BYTES) {
    const limit = MAX_MATERIAL_FILE_BYTES / (1024 * 1024);
    refuse(
      'material',
      'file',
      `The file is larger than ${limit} MB. Choose a PDF of up to ${limit} MB.`,
    );
  }
}

/**
 * The new material's record for its uploaded file. The form is validated first, then the file
 * with `check` (each side knows how to read its bytes).
 */
export function newMaterialRecord<F extends { name: string }>(
  newMaterial: NewMaterial,
  upload: F & { size: number },
  at: Date,
  check: (file: F & { size: number }) => void,
): Material {
  const input = validated(newMaterialSchema, newMaterial, 'material');
  check(upload);
  return validated(
    materialSchema,
    {
      ...input,
      id: newId(),
      fileUrl: upload.name,
      fileName: upload.name,
      fileSize: upload.size,
      uploadDate: at.toISOString(),
    },
    'material',
  );
}

/** The ids of the backup's materials; refuses a file that belongs to none or fails `check`. */
export function backupMaterialIds<F>(
  materials: readonly { id: string }[],
  files: Record<string, F>,
  check: (file: F) => void,
): Set<string> {
  const keptIds = new Set(materials.map((material) => material.id));
  for (const [id, file] of Object.entries(files)) {
    if (!keptIds.has(id)) refuse('backup', `files.${id}`, 'A file belongs to no material.');
    check(file);
  }
  return keptIds;
}
