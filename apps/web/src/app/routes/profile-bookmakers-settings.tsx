import { Card } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { SettingsIcon } from '@/components/ui/page-icons';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { BookmakerSettingsForm } from '@/features/bookmaker-settings/components/bookmaker-settings-form';
import { usePageTitle } from '@/lib/use-page-title';

/** SPEC §2.3 bookmakers-settings: a phone entry of the menu, but the page works on any screen. */
export default function ProfileBookmakersSettingsPage() {
  const { t } = useTranslation();
  const currency = useAuthStore((s) => s.user?.currency);
  usePageTitle(t('menu.items.bookmakersSettings'));
  return (
    <Card title={t('menu.items.bookmakersSettings')} subtitle={t('bookmakerSettings.subtitle')} icon={<SettingsIcon />}>
      <BookmakerSettingsForm currency={currency} />
    </Card>
  );
}
