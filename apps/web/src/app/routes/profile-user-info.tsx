import { Card } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { GlobeIcon, IdCardIcon, MailIcon } from '@/components/ui/page-icons';
import { ContactLanguageForm } from '@/features/auth/components/contact-language-form';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ChangeEmailForm } from '@/features/profile/components/change-email-form';
import { UserInfoSection } from '@/features/profile/components/user-info-section';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/lib/use-page-title';

export default function ProfileUserInfoPage() {
  const { t } = useTranslation();
  const email = useAuthStore((s) => s.user?.email ?? '');
  const settings = useSettings();
  usePageTitle(t('menu.items.personalDetails'));
  return (
    <div className="flex flex-col gap-6">
      <Card title={t('menu.items.personalDetails')} icon={<IdCardIcon />}>
        <UserInfoSection />
      </Card>
      <Card title={t('profile.emailTitle')} icon={<MailIcon />} headingLevel={2}>
        <ChangeEmailForm currentEmail={email} mailboxUrl={settings.data?.mailboxUrl} />
      </Card>
      <Card title={t('profile.contactLanguage')} icon={<GlobeIcon />} headingLevel={2}>
        <ContactLanguageForm />
      </Card>
    </div>
  );
}
