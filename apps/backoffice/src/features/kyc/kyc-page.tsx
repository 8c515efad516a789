import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';
import { type PendingDocument, usePendingDocuments } from './api/get-pending-documents';
import { DocumentCard } from './components/document-card';

/** The documents waiting for a review, each player's side by side. */
export default function KycPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.kyc.title'));
  const documents = usePendingDocuments();
  const byPlayer = new Map<number, PendingDocument[]>();
  for (const document of documents.data ?? [])
    byPlayer.set(document.userId, [...(byPlayer.get(document.userId) ?? []), document]);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={t('screens.kyc.title')} lead={t('screens.kyc.description')} />
      {documents.isPending ? <Spinner /> : null}
      {documents.isError ? <p className="text-danger-400">{errorText(documents.error)}</p> : null}
      {documents.data?.length === 0 ? (
        <p className="card p-8 text-center text-fog-400" data-testid="kyc-empty">
          {t('kyc.empty')}
        </p>
      ) : null}
      {[...byPlayer.values()].map((group) => (
        <section
          key={group[0]!.userId}
          aria-label={group[0]!.username}
          className="flex flex-col gap-3"
          data-testid="kyc-player"
        >
          <h2 className="text-lg font-semibold text-fog-100">
            <Link to={`/players/${group[0]!.userId}`} className="hover:underline">
              {group[0]!.username}
            </Link>
            <span className="ms-2 text-sm font-normal text-fog-400">#{group[0]!.userId}</span>
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {group.map((document) => (
              <DocumentCard key={document.id} document={document} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
