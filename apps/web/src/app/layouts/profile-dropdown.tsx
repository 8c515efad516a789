import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useEscape } from '@/components/ui/use-escape';
import { UserBlock } from '@/features/auth/components/user-block';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { useSettings } from '@/features/settings/api/get-settings';
import { useSignOut } from './use-sign-out';

/** Desktop: the user block opens the profile menu below it. */
export function ProfileDropdown() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const settings = useSettings();
  const loggingOut = useAuthStore((s) => s.isLoggingOut);
  const signOut = useSignOut();
  useEscape(open, () => setOpen(false));

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <UserBlock onClick={() => setOpen((v) => !v)} expanded={open} />
      {open && (
        <div className="card absolute end-0 top-full z-50 mt-2 w-72 p-3">
          <ProfileMenu
            flags={{ isTransferToBonusBalanceOn: settings.data?.isTransferToBonusBalanceOn ?? false }}
            isDesktop
            loggingOut={loggingOut}
            onNavigate={() => setOpen(false)}
            onLogout={signOut}
          />
        </div>
      )}
    </div>
  );
}
