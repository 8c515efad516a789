import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { CasinoLobby } from '@/features/casino/components/casino-lobby';
import { isSection } from '@/features/casino/lib/sections';
import { usePageTitle } from '@/lib/use-page-title';

/** /slots/casino, /slots/live-casino and /slots/all: the section is the path's second part. */
export default function CasinoLobbyPage() {
  const { t } = useTranslation();
  const segment = useLocation().pathname.split('/')[2];
  const section = isSection(segment) ? segment : 'casino';
  const username = useAuthStore((s) => (s.isAuth ? (s.user?.username ?? null) : null));
  usePageTitle(t(`casino.sections.${section}`));
  return <CasinoLobby key={section} section={section} username={username} />;
}
