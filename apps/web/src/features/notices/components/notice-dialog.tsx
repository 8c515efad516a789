import type { NoticeItem } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Modal } from '@casino/ui/modal';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { NOTICE_ICONS } from './notice-icons';

/**
 * One bonus notice as a pop-up (SPEC §1, §4): its kind's icon and title, the amount with its
 * currency, and the thank-you button (`onThank`). The backdrop, the close button and Escape
 * only hide it (`onHide`).
 */
export function NoticeDialog({
  notice,
  onThank,
  onHide,
  thanking = false,
}: {
  notice: NoticeItem;
  onThank: () => void;
  onHide: () => void;
  thanking?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Icon = NOTICE_ICONS[notice.kind];
  return (
    <Modal open onClose={onHide} title={t(`notices.${notice.kind}.title`)}>
      <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="notice" data-kind={notice.kind}>
        <span className="grid size-16 place-items-center rounded-full bg-gold-400/10 text-gold-300">
          <Icon size={36} />
        </span>
        <p dir="ltr" className="text-gold-gradient text-3xl font-extrabold tabular-nums" data-testid="notice-amount">
          {formatMoney(notice.amount, notice.amountCurrency, locale)}
        </p>
        <p>{t(`notices.${notice.kind}.text`)}</p>
        <Button size="lg" block loading={thanking} onClick={onThank} data-testid="notice-thanks">
          {t('notices.thanks')}
        </Button>
      </div>
    </Modal>
  );
}
