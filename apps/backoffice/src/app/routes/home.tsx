import type { Staff } from '@casino/contracts';
import { ChevronEndIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '@/components/icons';
import { TwoFactorSetup } from '@/features/auth/components/two-factor-setup';
import { useSignedInStaff } from '@/features/auth/hooks/use-signed-in-staff';
import { usePageTitle } from '@/lib/use-page-title';
import { screensFor, type Screen } from '../screens';

function greetingKey(hour: number): string {
  if (hour < 5 || hour >= 18) return 'home.evening';
  return hour < 12 ? 'home.morning' : 'home.afternoon';
}

function AccountPanel({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('home.username'), staff.username],
    [t('home.email'), staff.email],
    [t('home.role'), t(`roles.${staff.role}`)],
    [t('home.twoFactor'), staff.totp ? t('home.twoFactorOn') : t('home.twoFactorOff')],
  ];
  return (
    <section aria-labelledby="account-title">
      <h2
        id="account-title"
        className="mb-3 text-sm font-semibold tracking-wide text-fog-400 uppercase rtl:tracking-normal"
      >
        {t('home.account')}
      </h2>
      <dl className="card grid grid-cols-[auto_1fr] gap-x-6 gap-y-2.5 p-5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fog-400">{label}</dt>
            <dd className="min-w-0 truncate text-fog-100">{value}</dd>
          </div>
        ))}
      </dl>
      {staff.totp ? null : (
        <div className="mt-4 border-t border-white/5 pt-4">
          <TwoFactorSetup />
        </div>
      )}
    </section>
  );
}

/** The console's first page: a greeting, and the screens the staff member's role opens. */
export function HomePage({ screens }: { screens: readonly Screen[] }) {
  const { t } = useTranslation();
  const staff = useSignedInStaff();
  usePageTitle(t('app.home'));
  if (!staff) return null;
  const mine = screensFor(staff.role, screens);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-fog-100">
          {t(greetingKey(new Date().getHours()), { name: staff.username })}
        </h1>
        <p className="mt-1 text-sm text-fog-400">{t('home.lead', { role: t(`roles.${staff.role}`) })}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <section aria-labelledby="screens-title">
          <h2
            id="screens-title"
            className="mb-3 text-sm font-semibold tracking-wide text-fog-400 uppercase rtl:tracking-normal"
          >
            {t('home.screens')}
          </h2>
          {mine.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="screen-cards">
              {mine.map(({ name, path, icon: Icon }) => (
                <li key={name}>
                  <Link
                    to={`/${path}`}
                    className="card group flex h-full flex-col gap-3 p-5 transition-colors hover:border-gold-400/40"
                  >
                    <span className="grid size-10 place-items-center rounded-xl bg-gold-400/10 text-gold-300">
                      <Icon size={20} />
                    </span>
                    <span className="flex items-center gap-1 font-semibold text-fog-100">
                      {t(`screens.${name}.title`)}
                      <ChevronEndIcon
                        size={16}
                        className="text-fog-500 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                      />
                    </span>
                    <span className="text-sm leading-relaxed text-fog-400">{t(`screens.${name}.description`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <div className="card flex items-start gap-4 p-5" data-testid="no-screens">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-400/10 text-gold-300">
                <ShieldIcon size={20} />
              </span>
              <div>
                <p className="font-semibold text-fog-100">{t('home.noScreens')}</p>
                <p className="mt-1 text-sm leading-relaxed text-fog-400">{t('home.noScreensLead')}</p>
              </div>
            </div>
          )}
        </section>
        <AccountPanel staff={staff} />
      </div>
    </div>
  );
}
