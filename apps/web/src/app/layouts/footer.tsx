import { Logo } from '@casino/ui/logo';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayBeAndroid } from '@/features/pwa/lib/install-prompt';
import { loadPageMessages } from '@/lib/i18n';
import { useIsDesktop } from '@/lib/use-media-query';

// SPEC §1: the Android app's button, fetched (with the pages part of the texts) on Android only;
// in the footer from desktop width, in the side menu below it (side-panels.tsx).
const AndroidAppButton = lazy(() =>
  Promise.all([import('@/features/pwa/components/android-app-button'), loadPageMessages()]).then(([module]) => module),
);

/** SPEC §2.4 desktop footer links, with promotions and help (§2.7). */
const FOOTER_LINKS = [
  ['/terms-and-conditions/about-us', 'legal.about-us'],
  ['/terms-and-conditions/customer-service', 'legal.customer-service'],
  ['/terms-and-conditions/generalTerms', 'footer.termsAndConditions'],
  ['/terms-and-conditions/terms-of-use', 'legal.terms-of-use'],
  ['/terms-and-conditions/privacyPolicy', 'legal.privacyPolicy'],
  ['/terms-and-conditions/responsible-gaming', 'legal.responsible-gaming'],
  ['/promotions', 'nav.promotions'],
  ['/help', 'nav.help'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  // SPEC §2.4: the phone's footer is the copyright line.
  if (!isDesktop)
    return (
      <footer className="border-t border-white/5 bg-ink-950/60 px-4 py-4 text-center text-xs text-fog-500">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: t('common.brand') })}</p>
      </footer>
    );
  return (
    <footer className="border-t border-white/5 bg-ink-950/60">
      <nav aria-label={t('footer.links')} className="mx-auto max-w-[1440px] px-6 pt-6" data-testid="footer-links">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm md:justify-start">
          {FOOTER_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className="text-fog-400 hover:text-fog-100">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto flex max-w-[1440px] flex-col items-center gap-3 px-6 py-6 text-center text-xs text-fog-500 md:flex-row md:justify-between md:text-start">
        <Logo />
        {isDesktop && mayBeAndroid() && (
          <Suspense fallback={null}>
            <AndroidAppButton />
          </Suspense>
        )}
        <p className="flex items-center gap-2">
          {/* Its own direction: a right-to-left line would show it as "+18". */}
          <span dir="ltr" className="rounded-md border border-fog-500/40 px-1.5 py-0.5 font-bold text-fog-300">
            18+
          </span>
          {t('footer.responsible')}
        </p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: t('common.brand') })}</p>
      </div>
    </footer>
  );
}
