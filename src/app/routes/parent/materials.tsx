export { StudentMaterialsPage as Component } from '@/features/materials';
