export { AdmissionsSettingsPage as Component } from '@/features/enquiries';
