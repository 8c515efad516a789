import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MailIcon } from '@/components/ui/page-icons';
import { CheckInbox } from '@/features/auth/components/check-inbox';
import { useSettings } from '@/features/settings/api/get-settings';
import { AuthPage } from '../layouts/auth-page';

/** /verify-email and /verify: "we sent you a link" with a resend button. */
export default function CheckInboxPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const settings = useSettings();
  return (
    <AuthPage title={t('auth.checkInboxTitle')} icon={<MailIcon />}>
      <CheckInbox email={params.get('email')} mailboxUrl={settings.data?.mailboxUrl} />
    </AuthPage>
  );
}
