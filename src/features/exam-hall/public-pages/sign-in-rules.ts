// The sign-in's rules (roll number and date of birth), downloaded (with zod) when the form is
// first checked: the repository's own schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { examCredentialsSchema } from '@/data/online-tests';

export const examSignInResolver = zodResolver(examCredentialsSchema);
