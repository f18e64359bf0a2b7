export { LoginPage } from './public-pages/login-page';
export { afterLoginPath, dashboardPath, loginRedirectState } from './model/session-paths';
export type { LoginRedirectState } from './model/session-paths';
