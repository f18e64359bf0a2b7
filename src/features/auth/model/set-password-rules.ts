// The "Set your password" and "Reset password" forms' rules, downloaded (with zod) when the form
// is first checked.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const newPasswordFields = z.object({
  password: z
    .string()
    .min(10, 'Use at least 10 characters for the password.')
    .max(200, 'Use at most 200 characters for the password.'),
  confirm: z.string(),
});

const sameTwice = (values: { password: string; confirm: string }) =>
  values.password === values.confirm;
const differ = {
  path: ['confirm'],
  message: 'The two passwords differ. Type the same password twice.',
};

const setPasswordFormSchema = newPasswordFields
  .extend({ code: z.string().trim().min(1, 'Enter the set-up code.') })
  .refine(sameTwice, differ);
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;
export const setPasswordResolver = zodResolver(setPasswordFormSchema);

const resetPasswordFormSchema = newPasswordFields.refine(sameTwice, differ);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
