export { FunnelPage as Component } from '@/features/enquiries';
