// The sign-in's rules (roll number and date of birth), downloaded (with zod) when the form is
// first checked: the repository's own schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { examCredentialsSchema } from '@/data';

export const examSignInResolver = zodResolver(examCredentialsSchema);
