export { StudentReceiptPage as Component } from '@/features/fees';
