export { BulkRegistrationPage as Component } from '@/features/schools';
