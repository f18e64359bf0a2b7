export { ForgotPasswordPage as Component } from '@/features/auth';
