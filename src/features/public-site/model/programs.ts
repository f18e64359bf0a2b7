// The programs shown on /courses (six static cards, one per category).

import { PROGRAM_CATEGORIES } from '@/data/constants';
import type { ProgramCategory } from '@/data/constants';

export { PROGRAM_CATEGORIES };
export type { ProgramCategory };

export type Program = { title: string; description: string; category: ProgramCategory };

export const programs: readonly Program[] = [
  {
    title: 'JEE Main & Advanced',
    description:
      'Two-year classroom program for classes 11 and 12 covering physics, chemistry and mathematics, with weekly tests in the JEE pattern.',
    category: 'Engineering',
  },
  {
    title: 'NEET-UG',
    description:
      'Complete preparation in physics, chemistry and biology for medical entrance, with NCERT-focused notes and full-length mock tests.',
    category: 'Medical',
  },
  {
    title: 'Foundation (Classes 9 & 10)',
    description:
      'Builds strong fundamentals in science and mathematics early, alongside school, with olympiad-level problem solving.',
    category: 'Foundation',
  },
  {
    title: 'Board Excellence (Classes 11 & 12)',
    description:
      'Chapter-by-chapter teaching and sample papers for CBSE and state board exams, with answer-writing practice.',
    category: 'Senior Secondary',
  },
  {
    title: 'Crash Course',
    description:
      'An intensive eight-week revision of the full syllabus before the exam, with daily practice problems and test analysis.',
    category: 'Short Term',
  },
  {
    title: 'Olympiads & NTSE',
    description:
      'Preparation for science and mathematics olympiads, NTSE and KVPY-style talent searches, in small batches.',
    category: 'Competitive Exams',
  },
];

/** The contact page's subject for an enrolment enquiry about a program. */
export function enrolmentSubject(program: Pick<Program, 'title'>): string {
  return `Enrolment enquiry: ${program.title}`;
}
