// The contact and careers forms' rules, downloaded (with zod) when a form is first checked.
// The Contact form's schema is the repository's (an enquiry, Admissions); the careers form is
// not sent anywhere, its schema still decides what a complete application is.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailField, mobileField } from '@/data';
import { contactEnquirySchema } from '@/data/enquiries';
import {
  CAREER_POSITIONS,
  MAX_RESUME_BYTES,
  RESUME_EXTENSIONS,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from './enquiry-fields';

const requiredText = (label: string) => z.string().trim().min(1, `${label} is required.`);

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

export const contactMessageResolver = zodResolver(contactEnquirySchema);
export const careerApplicationResolver = zodResolver(careerApplicationSchema);
