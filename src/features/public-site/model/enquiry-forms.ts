// The contact and careers forms' rules. Neither form is sent anywhere (their fields are required,
// but nothing is submitted); the schemas still decide what a complete enquiry is.
import { z } from 'zod';
import { emailField, mobileField } from '@/data';

const requiredText = (label: string) => z.string().trim().min(1, `${label} is required.`);

export const contactMessageSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  subject: requiredText('Subject'),
  message: requiredText('Message'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

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

export const careerApplicationSchema = z.object({
  fullName: requiredText('Full name'),
  email: emailField,
  phone: mobileField('Phone number'),
  position: z.enum(CAREER_POSITIONS, { error: 'Choose a position.' }),
  resume: z
    .instanceof(File, { error: 'Attach your resume (PDF or Word).' })
    .refine(
      (file) => RESUME_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension)),
      RESUME_TYPE_MESSAGE,
    )
    .refine((file) => file.size <= MAX_RESUME_BYTES, RESUME_SIZE_MESSAGE),
});
export type CareerApplication = z.infer<typeof careerApplicationSchema>;
export type CareerApplicationInput = z.input<typeof careerApplicationSchema>;
