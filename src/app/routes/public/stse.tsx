export { StseRegistrationPage as Component } from '@/features/stse';
