// Who is signed in, and the sign-in form.
import { z } from 'zod';
import { LANGUAGES, ROLES } from '../constants';
import { PERMISSIONS, STAFF_ROLES } from '../permissions';
import { emailField, idField } from './fields';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const sessionUserSchema = z.object({
  id: idField,
  name: z.string().min(1),
  role: roleSchema,
  /** Server mode: the e-mail the account signs in with (a school's may differ from its contact
   *  e-mail). The browser-only demo signs in by the record's e-mail and leaves it out. */
  signInEmail: z.string().optional(),
  /** A staff member (role admin): their role and the permissions it holds now, which decide
   *  what the screens offer. The server checks them again on every request. */
  staffRole: z.enum(STAFF_ROLES).optional(),
  permissions: z.array(z.enum(PERMISSIONS)).optional(),
  /** Server mode: the language the person chose when signed in, on any device; none until then. */
  language: z.enum(LANGUAGES).optional(),
});

/** A signed-in person's choice of language, kept with their account. */
export const languageBodySchema = z.object({ language: z.enum(LANGUAGES) });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required.'),
});
export type LoginInput = z.infer<typeof loginSchema>;
