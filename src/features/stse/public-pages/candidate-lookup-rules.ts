// The roll-number lookup's rule, downloaded (with zod) when the form is first checked. The
// repository then matches the roll number exactly, ignoring case.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const rollNumberLookupSchema = z.object({
  rollNo: z.string().trim().min(1, 'Roll number is required.'),
});
export type RollNumberLookup = z.infer<typeof rollNumberLookupSchema>;

export const rollNumberLookupResolver = zodResolver(rollNumberLookupSchema);
