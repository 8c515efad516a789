import { Card } from '@casino/ui/card';
import { Logo } from '@casino/ui/logo';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { usePageTitle } from '@/lib/use-page-title';

/** The console's door: staff only (GuestOnly sends a signed-in member on, back where they were going). */
export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.title'));
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(900px_500px_at_50%_-120px,rgb(233_169_31/0.09),transparent_70%)] px-4 py-16">
      <div className="absolute end-4 top-4">
        <LanguageSwitcher />
      </div>
      <main className="w-full max-w-[440px]">
        <div className="mb-6 flex flex-col items-center gap-2">
          <Logo />
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase rtl:tracking-normal">
            {t('app.console')}
          </p>
        </div>
        <Card title={t('signIn.title')} subtitle={t('signIn.lead')} icon={<ShieldIcon size={20} />}>
          <SignInForm />
        </Card>
        <p className="mt-6 text-center text-xs leading-relaxed text-fog-500">{t('signIn.footnote')}</p>
      </main>
    </div>
  );
}
