export { EnquiriesPage as Component } from '@/features/enquiries';
