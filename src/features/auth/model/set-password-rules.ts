// The "Set your password" form's rules, downloaded (with zod) when the form is first checked.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const setPasswordFormSchema = z
  .object({
    code: z.string().trim().min(1, 'Enter the set-up code.'),
    password: z
      .string()
      .min(10, 'Use at least 10 characters for the password.')
      .max(200, 'Use at most 200 characters for the password.'),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ. Type the same password twice.',
  });
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

export const setPasswordResolver = zodResolver(setPasswordFormSchema);
