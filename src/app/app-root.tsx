import { Outlet } from 'react-router-dom';
import { AuthProvider, DataProvider } from '@/data';
import { ToastProvider } from '@/ui';
import { authService, repository } from './services';

export function AppRoot() {
  return (
    <DataProvider repository={repository}>
      <AuthProvider service={authService}>
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </AuthProvider>
    </DataProvider>
  );
}
