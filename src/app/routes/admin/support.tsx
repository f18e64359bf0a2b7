export { AdminSupportPage as Component } from '@/features/support';
