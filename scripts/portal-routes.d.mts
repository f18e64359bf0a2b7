import type { Page } from '@playwright/test';
export type PortalRole = 'visitor' | 'admin' | 'student' | 'school' | 'parent';
export declare const demoLogins: {
  student: string;
  school: string;
  admin: string;
  parent: string;
};
export declare const portalRoutes: ReadonlyArray<{
  role: PortalRole;
  path: string;
  serverModeOnly?: boolean;
}>;
export declare function resolvePath(page: Page, path: string): Promise<string>;
export declare function signIn(
  page: Page,
  role: Exclude<PortalRole, 'visitor'>,
  email?: string,
): Promise<void>;
export declare function demoPassword(role: Exclude<PortalRole, 'visitor'>): string;
/** One request the fake SMS/WhatsApp providers received (tests/server/fake-providers-main.ts). */
export type ProviderRequest = { path: string; body: unknown };
export declare function providerRequests(): Promise<ProviderRequest[]>;
export declare function smsTextsTo(mobile: string): Promise<string[]>;
export declare function codeInbox(mobile: string): Promise<{ next(): Promise<string> }>;
