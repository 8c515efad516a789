import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/logo';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-white/5 bg-ink-950/60">
      <div className="mx-auto flex max-w-[1440px] flex-col items-center gap-3 px-6 py-6 text-center text-xs text-fog-500 md:flex-row md:justify-between md:text-start">
        <Logo />
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
