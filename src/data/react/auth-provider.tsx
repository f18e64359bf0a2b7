import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { AuthService, LoginResult } from '../auth';
import type { Role, SessionUser } from '../schemas';

export type AuthState = {
  /** undefined while the session is still being read; null when nobody is signed in. */
  user: SessionUser | null | undefined;
  login(role: Role, email: string, password: string): Promise<LoginResult>;
  logout(): Promise<void>;
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

  useEffect(() => {
    if (!requested) return;
    let current = true;
    service
      .currentUser()
      .then((found) => current && setUser(found))
      .catch((error: unknown) => {
        console.error(error);
        if (current) setUser(null);
      });
    return () => {
      current = false;
    };
  }, [service, requested]);

  const login = useCallback(
    async (role: Role, email: string, password: string) => {
      const result = await service.login(role, email, password);
      if (result.ok) setUser(result.user);
      return result;
    },
    [service],
  );
  const logout = useCallback(async () => {
    await service.logout();
    setUser(null);
  }, [service]);

  const value = useMemo(
    () => ({ user, login, logout, requestUser }),
    [user, login, logout, requestUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  useEffect(() => auth?.requestUser(), [auth]);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
