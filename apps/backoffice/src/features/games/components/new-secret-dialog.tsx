import type { RotatedSecret } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { AlertIcon, CheckIcon } from '@casino/ui/icons';
import { Modal } from '@casino/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** The new secret, this once: copied from here and given to the provider; closed, it is gone. */
export function NewSecretDialog({ rotated, onClose }: { rotated: RotatedSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  if (!rotated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(rotated.secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the secret stays there to select.
    }
  };
  return (
    <Modal open onClose={onClose} title={t('games.providers.newSecretTitle', { name: rotated.name })}>
      <div className="flex flex-col gap-4">
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-warning-400/30 bg-warning-400/10 p-3 text-warning-400"
        >
          <AlertIcon size={18} className="mt-0.5 shrink-0" />
          <span>
            {t('games.providers.newSecretWarning', {
              until: rotated.previous_valid_until ? formatDateTime(rotated.previous_valid_until) : '—',
            })}
          </span>
        </p>
        <div className="flex flex-col gap-1.5">
          <p id="new-secret-label" className="text-xs text-fog-400">
            {t('games.providers.secret')}
          </p>
          <div className="flex items-center gap-2">
            <code
              aria-labelledby="new-secret-label"
              data-testid="new-secret"
              dir="ltr"
              className="min-w-0 flex-1 rounded-lg bg-ink-950/80 px-3 py-2 font-mono text-[13px] break-all text-gold-200 select-all"
            >
              {rotated.secret}
            </code>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              onClick={() => void copy()}
              icon={copied ? <CheckIcon size={16} /> : undefined}
            >
              {copied ? t('games.providers.copied') : t('games.providers.copy')}
            </Button>
          </div>
        </div>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('games.providers.done')}</Button>
        </div>
      </div>
    </Modal>
  );
}
