import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useSignedInStaff } from '@/features/auth/hooks/use-signed-in-staff';
import { screensFor, type Screen } from '../screens';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

/** The signed-in console: top bar, the role's navigation, and the page. */
export function ConsoleLayout({ screens }: { screens: readonly Screen[] }) {
  const { t } = useTranslation();
  const staff = useSignedInStaff();
  const loading = useNavigation().state === 'loading';
  // StaffOnly renders this layout for a signed-in staff member alone.
  if (!staff) return null;
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold-400 px-3 py-2 text-sm font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      {loading && (
        <div
          role="progressbar"
          aria-label={t('app.loading')}
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-gradient-to-r from-gold-500 via-gold-300 to-gold-500"
        />
      )}
      <TopBar staff={staff} />
      <div className="md:flex">
        <SideNav screens={screensFor(staff.role, screens)} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none md:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
