export { LoginPage } from './public-pages/login-page';
export { afterLoginPath, dashboardPath, loginRedirectState } from './model/session-paths';
export type { LoginRedirectState } from './model/session-paths';
export { SetPasswordPage } from './public-pages/set-password-page';
export { ForgotPasswordPage } from './public-pages/forgot-password-page';
export { ResetPasswordPage } from './public-pages/reset-password-page';
export { SetupCodePanel } from './components/setup-code-panel';
export type { IssuedSetupCode, SetupCodePanelProps } from './components/setup-code-panel';
