import { I18nProvider } from '@lingui/react';
import { Outlet } from 'react-router-dom';
import { AuthProvider, DataProvider } from '@/data';
import { ToastProvider } from '@/ui';
import { i18n } from './i18n';
import { authService, repository } from './services';

export function AppRoot() {
  return (
    <I18nProvider i18n={i18n}>
      <DataProvider repository={repository}>
        <AuthProvider service={authService}>
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        </AuthProvider>
      </DataProvider>
    </I18nProvider>
  );
}
