import { ApiError } from '@casino/api-client/error';
import type { NoticeItem } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { notifyError } from '@/lib/notify-error';
import { loadPageMessages } from '@/lib/i18n';
import { useAcknowledgeNotice } from '../api/acknowledge-notice';
import { useBonusNotices } from '../hooks/use-bonus-notices';
import { useHiddenNotices } from '../stores/hidden-notices';
import { NoticeDialog } from './notice-dialog';

/** The notices' texts are in the pages part of the locale: loaded with this chunk, for players only. */
function usePageTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loadPageMessages().then(
      () => live && setReady(true),
      // Offline for a moment: the notices wait for the next time the layout mounts them.
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/**
 * The signed-in player's bonus pop-ups (SPEC §1, §4), one at a time: the thank-you button
 * acknowledges the notice on the server, a click beside it hides it on this browser only.
 */
export default function BonusNotices({ userId }: { userId: number }) {
  const ready = usePageTexts();
  const notice = useBonusNotices(userId);
  const hide = useHiddenNotices((s) => s.hide);
  const markFirstDepositShown = useHiddenNotices((s) => s.markFirstDepositShown);
  const acknowledge = useAcknowledgeNotice();
  const shown = ready ? notice : null;

  useEffect(() => {
    if (shown?.kind === 'first_deposit') markFirstDepositShown(userId);
  }, [shown?.kind, userId, markFirstDepositShown]);

  if (!shown) return null;
  const thank = (item: NoticeItem) =>
    acknowledge.mutate(item, {
      onError: (error) => {
        // Not found: it is no longer there to thank for, and it is gone from the list already.
        if (!(error instanceof ApiError && error.status === 404)) notifyError(error);
      },
    });
  return (
    <NoticeDialog
      key={shown.id}
      notice={shown}
      thanking={acknowledge.isPending && acknowledge.variables?.id === shown.id}
      onThank={() => thank(shown)}
      onHide={() => hide(shown.kind, shown.id)}
    />
  );
}
