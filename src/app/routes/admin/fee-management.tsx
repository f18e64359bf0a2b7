export { FeeManagementPage as Component } from '@/features/fees';
