import type { StaffRole } from '@casino/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedInStaff } from '@/features/auth/hooks/use-signed-in-staff';
import { CurrentStaffContext } from '@/lib/current-staff';
import { NotAllowedPage } from './routes/not-allowed';

/** Where the sign-in sends back to: a path of the console, never another site. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** The console's pages are staff's alone: anyone else is sent to the sign-in, and back once signed in. */
export function StaffOnly() {
  const staff = useSignedInStaff();
  const location = useLocation();
  if (!staff) return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}

/** The sign-in, for those not signed in yet; a sign-in goes on to the page that asked for it. */
export function GuestOnly() {
  const staff = useSignedInStaff();
  const location = useLocation();
  if (staff) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/** A screen opens for its roles only (the server checks every call again: docs/permissions.md). */
export function RoleGate({ roles }: { roles: readonly StaffRole[] }) {
  const staff = useSignedInStaff();
  if (!staff || !roles.includes(staff.role)) return <NotAllowedPage />;
  return (
    <CurrentStaffContext value={staff}>
      <Outlet />
    </CurrentStaffContext>
  );
}
