export { MessageEnquiriesPage as Component } from '@/features/enquiries';
