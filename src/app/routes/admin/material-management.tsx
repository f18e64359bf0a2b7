export { MaterialManagementPage as Component } from '@/features/materials';
