import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { AuthService, CodeRequestResult, LoginResult } from '../auth';
import type { Language } from '../constants';
import type { Role, SessionUser } from '../schemas';

export type AuthState = {
  /** undefined while the session is still being read; null when nobody is signed in. */
  user: SessionUser | null | undefined;
  login(role: Role, email: string, password: string): Promise<LoginResult>;
  requestParentCode(mobile: string, language: Language): Promise<CodeRequestResult>;
  parentLogin(mobile: string, code: string): Promise<LoginResult>;
  parentPasswordLogin(mobile: string, password: string): Promise<LoginResult>;
  logout(): Promise<void>;
  /** Keeps the signed-in person's choice of language with their account. */
  keepLanguage(language: Language): Promise<void>;
};

type AuthContextValue = AuthState & {
  /** Asks for the session to be read; the first screen that needs it calls this. */
  requestUser(): void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  // The session is read only once a screen asks for it: reading it loads the data layer, which a
  // visitor on the public pages never needs.
  const [requested, setRequested] = useState(false);
  const requestUser = useCallback(() => setRequested(true), []);
  // Counts sign-ins and sign-outs: a session read that began before one of them answers for the
  // old session (on a slow network a sign-in can finish first), so its answer is dropped.
  const changes = useRef(0);

  useEffect(() => {
    if (!requested) return;
    let current = true;
    const changesAtStart = changes.current;
    const stillCurrent = () => current && changes.current === changesAtStart;
    service
      .currentUser()
      .then((found) => stillCurrent() && setUser(found))
      .catch((error: unknown) => {
        console.error(error);
        if (stillCurrent()) setUser(null);
      });
    return () => {
      current = false;
    };
  }, [service, requested]);

  const login = useCallback(
    async (role: Role, email: string, password: string) => {
      const result = await service.login(role, email, password);
      if (result.ok) {
        changes.current += 1;
        setUser(result.user);
      }
      return result;
    },
    [service],
  );
  const requestParentCode = useCallback(
    (mobile: string, language: Language) => service.requestParentCode(mobile, language),
    [service],
  );
  const parentLogin = useCallback(
    async (mobile: string, code: string) => {
      const result = await service.parentLogin(mobile, code);
      if (result.ok) {
        changes.current += 1;
        setUser(result.user);
      }
      return result;
    },
    [service],
  );
  const parentPasswordLogin = useCallback(
    async (mobile: string, password: string) => {
      const result = await service.parentPasswordLogin(mobile, password);
      if (result.ok) {
        changes.current += 1;
        setUser(result.user);
      }
      return result;
    },
    [service],
  );
  const keepLanguage = useCallback(
    async (language: Language) => {
      await service.keepLanguage(language);
      setUser((current) => (current ? { ...current, language } : current));
    },
    [service],
  );
  const logout = useCallback(async () => {
    changes.current += 1;
    await service.logout();
    setUser(null);
  }, [service]);

  const value = useMemo(
    () => ({
      user,
      login,
      requestParentCode,
      parentLogin,
      parentPasswordLogin,
      logout,
      keepLanguage,
      requestUser,
    }),
    [
      user,
      login,
      requestParentCode,
      parentLogin,
      parentPasswordLogin,
      logout,
      keepLanguage,
      requestUser,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  useEffect(() => auth?.requestUser(), [auth]);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
