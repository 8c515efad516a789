import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useDocumentFileUrl } from '../api/get-document-file';
import type { PendingDocument } from '../api/get-pending-documents';
import { useReviewDocument } from '../api/review-document';

/** One document, shown as it was sent, with its approval or its rejection and the reason why. */
export function DocumentCard({ document }: { document: PendingDocument }) {
  const { t } = useTranslation();
  const url = useDocumentFileUrl(document.id);
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = (status: 'approved' | 'rejected') =>
    review.mutate(
      { id: document.id, status, ...(status === 'rejected' ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => notify(t(status === 'approved' ? 'kyc.approved' : 'kyc.rejected'), 'success'),
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  return (
    <figure className="card flex flex-col overflow-hidden" data-testid={`document-${document.id}`}>
      <div className="grid aspect-[4/3] place-items-center bg-ink-950">
        {!url ? (
          <Spinner />
        ) : document.contentType === 'application/pdf' ? (
          <iframe src={url} title={document.fileName} className="size-full" />
        ) : (
          <img src={url} alt={t(`kyc.kind.${document.kind}`)} className="size-full object-contain" />
        )}
      </div>
      <figcaption className="flex flex-col gap-3 p-4">
        <div>
          <p className="font-semibold text-fog-100">{t(`kyc.kind.${document.kind}`)}</p>
          <p className="truncate text-xs text-fog-400">
            {document.fileName} · {formatDateTime(document.createdAt)}
          </p>
        </div>
        {rejecting ? (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              decide('rejected');
            }}
          >
            <Input
              label={t('kyc.reason')}
              value={reason}
              required
              maxLength={300}
              autoFocus
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" variant="danger" loading={review.isPending}>
                {t('kyc.reject')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setRejecting(false)}>
                {t('kyc.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex gap-2">
            <Button size="sm" loading={review.isPending} onClick={() => decide('approved')}>
              {t('kyc.approve')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
              {t('kyc.reject')}
            </Button>
          </div>
        )}
      </figcaption>
    </figure>
  );
}
