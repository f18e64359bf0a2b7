export { BatchesPage as Component } from '@/features/batches';
