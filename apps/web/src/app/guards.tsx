import { DEFAULT_ROUTE } from '@casino/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { safeNextPath } from '@/lib/next-path';

/** Sign-in, sign-up and recovery pages: a signed-in player goes to the casino instead (or where ?next= says). */
export function GuestOnly() {
  const isAuth = useAuthStore((s) => s.isAuth);
  const next = safeNextPath(useLocation().search);
  return isAuth ? <Navigate to={next ?? DEFAULT_ROUTE} replace /> : <Outlet />;
}

/** Profile pages: a guest goes to the casino (SPEC §2.1). */
export function AuthOnly() {
  const isAuth = useAuthStore((s) => s.isAuth);
  return isAuth ? <Outlet /> : <Navigate to={DEFAULT_ROUTE} replace />;
}
