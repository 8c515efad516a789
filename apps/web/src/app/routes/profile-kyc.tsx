import { Card } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { IdCardIcon } from '@/components/ui/page-icons';
import { KycDocuments } from '@/features/kyc/components/kyc-documents';
import { usePageTitle } from '@/lib/use-page-title';

/** /profile/kyc-verifiaction (SPEC §2.3, the spec's spelling; issue #23): the player's identity documents. */
export default function ProfileKycPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.kyc'));
  return (
    <Card title={t('kyc.title')} icon={<IdCardIcon />}>
      <KycDocuments />
    </Card>
  );
}
