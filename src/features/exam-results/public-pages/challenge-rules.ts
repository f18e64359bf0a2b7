// The challenge form's rule, downloaded (with zod) when the form is first checked: the
// repository's own reason schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { challengeReasonSchema } from '@/data/online-tests';

export const challengeResolver = zodResolver(z.object({ reason: challengeReasonSchema }));
