// The parent sign-in forms' rules (by code, by password), downloaded (with zod) when a form is
// first checked.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  parentCodeFormSchema,
  parentCodeSignInSchema,
  parentPasswordSignInSchema,
} from '@/data/parents';

export const codeRequestResolver = zodResolver(parentCodeFormSchema);
export const codeSignInResolver = zodResolver(parentCodeSignInSchema);
export const passwordSignInResolver = zodResolver(parentPasswordSignInSchema);
