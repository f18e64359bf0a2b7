// The public lookups' rules (roll number and date of birth), downloaded (with zod) when the form
// is first checked: the repository's own schema. The repository then matches the roll number
// exactly, ignoring case, and the date of birth exactly.
import { zodResolver } from '@hookform/resolvers/zod';
import { candidateLookupSchema } from '@/data';

export const candidateLookupResolver = zodResolver(candidateLookupSchema);
