import { NOTICE_KINDS, type NoticeItem } from '@casino/contracts';
import { useNoticesOf } from '../api/get-notices';
import { useHiddenNotices } from '../stores/hidden-notices';

/**
 * The notice to show the player now, or null: the first of the kinds (jackpot, cashback, first
 * deposit), newest first, that was not hidden on this browser. Each kind is polled every 15 s;
 * the first-deposit check stops once one has come or been shown to this player.
 */
export function useBonusNotices(userId: number): NoticeItem | null {
  const hidden = useHiddenNotices((s) => s.hidden);
  const firstDepositShown = useHiddenNotices((s) => s.firstDepositShown.includes(userId));
  const lists = {
    jackpot: useNoticesOf('jackpot', { enabled: true }).data,
    cashback: useNoticesOf('cashback', { enabled: true }).data,
    first_deposit: useNoticesOf('first_deposit', { enabled: !firstDepositShown, untilFound: true }).data,
  };
  for (const kind of NOTICE_KINDS) {
    const notice = lists[kind]?.find((item) => !hidden[kind].includes(item.id));
    if (notice) return notice;
  }
  return null;
}
