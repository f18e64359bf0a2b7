export { StseManagementPage as Component } from '@/features/stse';
