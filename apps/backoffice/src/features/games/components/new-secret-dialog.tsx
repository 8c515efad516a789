import type { RotatedSecret } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { AlertIcon } from '@casino/ui/icons';
import { Modal } from '@casino/ui/modal';
import { useTranslation } from 'react-i18next';
import { SecretValue } from '@/components/secret-value';
import { formatDateTime } from '@/lib/format';

/** The new secret, this once: copied from here and given to the provider; closed, it is gone. */
export function NewSecretDialog({ rotated, onClose }: { rotated: RotatedSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!rotated) return null;
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
        <SecretValue label={t('games.providers.secret')} value={rotated.secret} testId="new-secret" />
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('games.providers.done')}</Button>
        </div>
      </div>
    </Modal>
  );
}
