export { EnquiryPage as Component } from '@/features/enquiries';
