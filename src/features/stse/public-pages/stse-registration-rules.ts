// The STSE registration form's rules, downloaded (with zod) when the form is first checked.
import { zodResolver } from '@hookform/resolvers/zod';
import { stseRegistrationSchema } from '@/data';

export const stseRegistrationResolver = zodResolver(stseRegistrationSchema);
