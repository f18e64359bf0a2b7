export { AdmitCardPage as Component } from '@/features/stse';
