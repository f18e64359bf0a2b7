export { StudentSupportPage as Component } from '@/features/support';
