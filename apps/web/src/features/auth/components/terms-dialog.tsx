import { Modal } from '@casino/ui/modal';
import { useTranslation } from 'react-i18next';

/** The key terms a player accepts at sign-up (the full terms pages come with their own issue). */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const points = t('terms.points', { returnObjects: true }) as unknown;
  return (
    <Modal open={open} onClose={onClose} title={t('terms.title')}>
      <p className="mb-3">{t('terms.intro')}</p>
      <ul className="list-disc space-y-2 ps-5">
        {Array.isArray(points) && points.map((point) => <li key={String(point)}>{String(point)}</li>)}
      </ul>
    </Modal>
  );
}
