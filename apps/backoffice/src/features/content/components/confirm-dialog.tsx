import { Button } from '@casino/ui/button';
import { Modal } from '@casino/ui/modal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before something that cannot be undone (a slide's deletion). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <div className="flex flex-col gap-4">
        <div>{children}</div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            {t('content.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
