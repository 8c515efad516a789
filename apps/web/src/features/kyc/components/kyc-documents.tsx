import { KYC_DOCUMENT_KINDS } from '@casino/contracts';
import { Notice } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { useDocuments } from '../api/get-documents';
import { DocumentSlot } from './document-slot';

/** The identity documents page's body: whether the identity is verified, and a slot per kind of document. */
export function KycDocuments() {
  const { t } = useTranslation();
  const { data } = useDocuments();
  return (
    <div className="flex flex-col gap-4">
      {data?.verified ? (
        <Notice tone="success" testId="kyc-verified">
          {t('kyc.verified')}
        </Notice>
      ) : (
        <p className="text-sm text-fog-300">{t('kyc.text')}</p>
      )}
      <ul className="grid gap-3 md:grid-cols-2">
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentSlot key={kind} kind={kind} latest={data?.documents.find((document) => document.kind === kind)} />
        ))}
      </ul>
    </div>
  );
}
