import { Button } from '@casino/ui/button';
import { Modal } from '@casino/ui/modal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before something that cannot be taken back (a code disabled, cashback paid, a slide deleted). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  danger = false,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <div className="flex flex-col gap-5">
        <div>{children}</div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={pending} onClick={onConfirm} data-testid="confirm">
            {confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
