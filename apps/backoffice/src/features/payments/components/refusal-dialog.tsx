import { Button } from '@casino/ui/button';
import { Modal } from '@casino/ui/modal';
import { TextArea } from '@casino/ui/text-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks why a payment is refused (the player reads the reason), then refuses it. */
export function RefusalDialog({
  open,
  pending,
  onCancel,
  onRefuse,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onRefuse: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal open={open} onClose={onCancel} title={t('payments.refuseTitle')}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onRefuse(reason.trim());
        }}
      >
        <TextArea
          label={t('payments.reason')}
          value={reason}
          maxLength={500}
          rows={3}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('payments.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {t('payments.refuse')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
