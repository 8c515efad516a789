import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { CasinoHero } from '@/features/casino/components/casino-hero';
import { usePageTitle } from '@/lib/use-page-title';

export default function CasinoHomePage() {
  const { t } = useTranslation();
  const username = useAuthStore((s) => (s.isAuth ? (s.user?.username ?? null) : null));
  usePageTitle(t('nav.casino'));
  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      <CasinoHero username={username} />
    </div>
  );
}
