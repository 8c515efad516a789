import { logout } from '@/features/auth/lib/session';
import { usePanels } from './panels-store';

/** Logout from any menu: close the panels, then end the session (guards move us off private pages). */
export function useSignOut(): () => void {
  const close = usePanels((s) => s.close);
  return () => {
    close();
    void logout();
  };
}
