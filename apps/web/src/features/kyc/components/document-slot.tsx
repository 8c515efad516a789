import { isApiError } from '@casino/api-client/error';
import { KYC_CONTENT_TYPES, KYC_MAX_BYTES, type KycDocument, type KycDocumentKind } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { fieldErrorText } from '@/lib/error-text';
import { useUploadDocument } from '../api/upload-document';

const STATUS_TONES = {
  pending: 'border-gold-400/40 text-gold-300',
  approved: 'border-success-400/40 text-success-400',
  rejected: 'border-danger-400/40 text-danger-400',
} as const;

/** What the browser can tell before sending (the server checks the content itself). */
function problemOf(file: File | null): 'file_required' | 'invalid_size' | 'invalid_type' | null {
  if (!file) return 'file_required';
  if (file.size > KYC_MAX_BYTES) return 'invalid_size';
  if (!(KYC_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'invalid_type';
  return null;
}

/** One kind of document: the latest sent with its status (and why it was rejected), and a file to send. */
export function DocumentSlot({ kind, latest }: { kind: KycDocumentKind; latest: KycDocument | undefined }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const locked = latest?.status === 'pending' || latest?.status === 'approved';

  const onSend = () => {
    const found = problemOf(file);
    setProblem(found);
    if (found || !file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          setFile(null);
          notify(t('kyc.sent'), 'success');
        },
        onError: (error) => {
          const code = isApiError(error) ? error.fieldErrors?.file?.[0]?.code : undefined;
          if (code) setProblem(code);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <li data-testid={`kyc-${kind}`} className="flex flex-col gap-3 rounded-2xl border border-white/5 bg-ink-800/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-fog-100">{t(`kyc.kinds.${kind}`)}</h3>
        {latest && (
          <span
            data-testid="kyc-status"
            className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[latest.status]}`}
          >
            {t(`kyc.statuses.${latest.status}`)}
          </span>
        )}
      </div>
      {latest?.status === 'rejected' && latest.reason && (
        <p className="text-sm text-danger-400">{t('kyc.rejectedBecause', { reason: latest.reason })}</p>
      )}
      {latest && (
        <p className="truncate text-xs text-fog-400">
          <bdi>{latest.fileName}</bdi>
        </p>
      )}
      {!locked && (
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={inputId}
            className="cursor-pointer rounded-xl border border-dashed border-white/15 px-3 py-2 text-sm text-fog-300 hover:border-gold-400/50"
          >
            {file ? <bdi>{file.name}</bdi> : t('kyc.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={KYC_CONTENT_TYPES.join(',')}
            className="sr-only"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
          <Button size="sm" onClick={onSend} loading={upload.isPending}>
            {t('kyc.send')}
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-xs text-danger-400">
          {fieldErrorText(problem, problem)}
        </p>
      )}
    </li>
  );
}
