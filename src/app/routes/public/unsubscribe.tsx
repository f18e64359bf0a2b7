export { UnsubscribePage as Component } from '@/features/enquiries';
