export { SetPasswordPage as Component } from '@/features/auth';
