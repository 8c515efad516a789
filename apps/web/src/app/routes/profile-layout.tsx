import { Outlet } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { menuFlags } from '@/features/profile/lib/menu';
import { useSettings } from '@/features/settings/api/get-settings';
import { useIsDesktop } from '@/lib/use-media-query';
import { useSignOut } from '../layouts/use-sign-out';

/** Profile pages: on desktop the menu sits beside the page; on mobile it lives in the end panel. */
export default function ProfileLayout() {
  const isDesktop = useIsDesktop();
  const settings = useSettings();
  const loggingOut = useAuthStore((s) => s.isLoggingOut);
  const signOut = useSignOut();
  return (
    <div className="grid gap-6 md:grid-cols-[260px_1fr] lg:gap-8">
      {isDesktop && (
        <aside className="card h-fit p-4">
          <ProfileMenu flags={menuFlags(settings.data)} isDesktop loggingOut={loggingOut} onLogout={signOut} />
        </aside>
      )}
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
