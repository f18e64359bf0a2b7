export { BatchPage as Component } from '@/features/batches';
