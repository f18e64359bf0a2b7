// What the careers form shows before anything is checked: its positions and the resume's limits.
// No zod here, so the page loads without it; enquiry-forms.ts holds the rules.

export const CAREER_POSITIONS = [
  'Physics Faculty',
  'Chemistry Faculty',
  'Mathematics Faculty',
  'Biology Faculty',
  'Academic Counsellor',
  'Front Office Executive',
] as const;

/** Resumes as PDF or Word, for the file picker and for the check. */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');
export const RESUME_TYPE_MESSAGE = 'Choose a PDF or Word file (.pdf, .doc or .docx).';
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_SIZE_MESSAGE = 'The resume is larger than 5 MB.';
