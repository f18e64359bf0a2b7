// The parent sign-in form's rules, downloaded (with zod) when the form is first checked.
import { zodResolver } from '@hookform/resolvers/zod';
import { parentCodeFormSchema, parentCodeSignInSchema } from '@/data/parents';

export const codeRequestResolver = zodResolver(parentCodeFormSchema);
export const codeSignInResolver = zodResolver(parentCodeSignInSchema);
