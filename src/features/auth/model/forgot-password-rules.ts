// The "Forgot password" form's rules, downloaded (with zod) when the form is first checked.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { loginSchema } from '@/data';

const forgotPasswordFormSchema = loginSchema
  .pick({ email: true })
  .extend({ role: z.enum(['student', 'school']) });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;
export const forgotPasswordResolver = zodResolver(forgotPasswordFormSchema);
