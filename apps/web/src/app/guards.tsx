import { DEFAULT_ROUTE } from '@casino/contracts';
import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** Sign-in, sign-up and recovery pages: a signed-in player goes to the casino instead. */
export function GuestOnly() {
  const isAuth = useAuthStore((s) => s.isAuth);
  return isAuth ? <Navigate to={DEFAULT_ROUTE} replace /> : <Outlet />;
}

/** Profile pages: a guest goes to the casino (SPEC §2.1). */
export function AuthOnly() {
  const isAuth = useAuthStore((s) => s.isAuth);
  return isAuth ? <Outlet /> : <Navigate to={DEFAULT_ROUTE} replace />;
}
