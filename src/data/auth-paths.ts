// The sign-in endpoints of server mode, without zod, for the app's entry chunk; the server and
// the route table (./adapters/http-routes.ts) use the same constants.
export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  language: '/api/auth/language',
  setPassword: '/api/auth/set-password',
  issueSetupCode: '/api/auth/setup-codes',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  parentCode: '/api/auth/parent-code',
  parentLogin: '/api/auth/parent-login',
  parentPasswordLogin: '/api/auth/parent-password-login',
} as const;

/** Server mode's Generate Mock Data: the server asks Gemini with its own key (admin only). */
export const MOCK_CANDIDATES_PATH = '/api/stse/mock-candidates';

/** Server mode's Draft Hindi with Gemini for a question: GET says whether the server has a key,
 *  POST drafts (admin with tests.manage). */
export const QUESTION_HINDI_DRAFT_PATH = '/api/hindi-drafts/question';
/** The same for a message template's Hindi version (admin with messages.manage). */
export const TEMPLATE_HINDI_DRAFT_PATH = '/api/hindi-drafts/template';
/** The same for a notification's Hindi version (admin with notifications.send). */
export const NOTIFICATION_HINDI_DRAFT_PATH = '/api/hindi-drafts/notification';
