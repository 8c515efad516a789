import { Spinner } from '@casino/ui/spinner';
import { useEscape } from '@casino/ui/use-escape';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { UserBlock } from '@/features/auth/components/user-block';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { menuFlags } from '@/features/profile/lib/menu';
import { useSettings } from '@/features/settings/api/get-settings';
import { loadPageMessages } from '@/lib/i18n';
import { useSignOut } from './use-sign-out';

// The menu is shown only once the player opens it: it is fetched then (or on hover), not with the
// shell, and with it the pages part of the texts, which holds the menu's.
const loadProfileMenu = () =>
  Promise.all([import('@/features/profile/components/profile-menu'), loadPageMessages()]).then(([module]) => module);
const ProfileMenu = lazy(async () => ({ default: (await loadProfileMenu()).ProfileMenu }));

/** Desktop: the user block opens the profile menu below it. */
export function ProfileDropdown() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const settings = useSettings();
  const loggingOut = useAuthStore((s) => s.isLoggingOut);
  const username = useAuthStore((s) => s.user?.username);
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
    <div
      ref={ref}
      className="relative"
      onPointerEnter={() => void loadProfileMenu()}
      onFocus={() => void loadProfileMenu()}
    >
      <UserBlock onClick={() => setOpen((v) => !v)} expanded={open} />
      {open && (
        // Scrolls within the window: the menu is taller than a laptop's screen.
        <div className="card absolute end-0 top-full z-50 mt-2 max-h-[85vh] w-72 overflow-auto p-3">
          {/* The user block may cut a long username: here it is whole. */}
          <p
            className="mb-3 border-b border-white/5 px-2 pb-3 text-sm font-semibold wrap-anywhere text-fog-100"
            data-testid="profile-dropdown-username"
          >
            <bdi>{username}</bdi>
          </p>
          <Suspense fallback={<Spinner className="mx-auto text-gold-400" />}>
            <ProfileMenu
              flags={menuFlags(settings.data)}
              isDesktop
              loggingOut={loggingOut}
              onNavigate={() => setOpen(false)}
              onLogout={signOut}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
