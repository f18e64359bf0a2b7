export { AdminReceiptPage as Component } from '@/features/fees';
