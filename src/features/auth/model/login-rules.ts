// The sign-in form's rules, downloaded (with zod) when the form is first checked.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@/data';

export const loginResolver = zodResolver(loginSchema);
