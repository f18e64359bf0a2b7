export { DownloadsPage as Component } from '@/features/materials';
