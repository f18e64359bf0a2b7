// The programs shown on /courses (six static cards, one per category).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROGRAM_CATEGORIES } from '@/data/constants';
import type { ProgramCategory } from '@/data/constants';

export { PROGRAM_CATEGORIES };
export type { ProgramCategory };

/** `title` is English, as the enrolment enquiry's subject is; `name` is what the card shows. */
export type Program = {
  title: string;
  name: MessageDescriptor;
  description: MessageDescriptor;
  category: ProgramCategory;
};

export const programs: readonly Program[] = [
  {
    title: 'JEE Main & Advanced',
    name: msg`JEE Main & Advanced`,
    description: msg`Two-year classroom program for classes 11 and 12 covering physics, chemistry and mathematics, with weekly tests in the JEE pattern.`,
    category: 'Engineering',
  },
  {
    title: 'NEET-UG',
    name: msg`NEET-UG`,
    description: msg`Complete preparation in physics, chemistry and biology for medical entrance, with NCERT-focused notes and full-length mock tests.`,
    category: 'Medical',
  },
  {
    title: 'Foundation (Classes 9 & 10)',
    name: msg`Foundation (Classes 9 & 10)`,
    description: msg`Builds strong fundamentals in science and mathematics early, alongside school, with olympiad-level problem solving.`,
    category: 'Foundation',
  },
  {
    title: 'Board Excellence (Classes 11 & 12)',
    name: msg`Board Excellence (Classes 11 & 12)`,
    description: msg`Chapter-by-chapter teaching and sample papers for CBSE and state board exams, with answer-writing practice.`,
    category: 'Senior Secondary',
  },
  {
    title: 'Crash Course',
    name: msg`Crash Course`,
    description: msg`An intensive eight-week revision of the full syllabus before the exam, with daily practice problems and test analysis.`,
    category: 'Short Term',
  },
  {
    title: 'Olympiads & NTSE',
    name: msg`Olympiads & NTSE`,
    description: msg`Preparation for science and mathematics olympiads, NTSE and KVPY-style talent searches, in small batches.`,
    category: 'Competitive Exams',
  },
];

/** The categories as the cards show them (the values stay as stored). */
export const categoryNames: Record<ProgramCategory, MessageDescriptor> = {
  Engineering: msg`Engineering`,
  Medical: msg`Medical`,
  Foundation: msg`Foundation`,
  'Senior Secondary': msg`Senior Secondary`,
  'Short Term': msg`Short Term`,
  'Competitive Exams': msg`Competitive Exams`,
};

/** The contact page's subject for an enrolment enquiry about a program. */
export function enrolmentSubject(program: Pick<Program, 'title'>): string {
  return `Enrolment enquiry: ${program.title}`;
}
