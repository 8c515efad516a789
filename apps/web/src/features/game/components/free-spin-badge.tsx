import { Button } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { formatMoney } from '@/lib/money';
import { useExitFreeSpin } from '../api/exit-free-spin';
import { useFreeSpinInfo } from '../api/get-free-spin-info';

/** Free spins left and won so far, and the exit that ends the free-spin session (SPEC §4). */
export function FreeSpinBadge({
  provider,
  sessionId,
  onExited,
}: {
  provider: string;
  sessionId: number;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  const info = useFreeSpinInfo(provider, sessionId);
  const exit = useExitFreeSpin(provider, sessionId);
  if (!info.data) return null;
  return (
    <div className="flex items-center gap-2 text-xs" data-testid="free-spin-info">
      <span className="rounded-full bg-gold-400/10 px-2.5 py-1 font-semibold whitespace-nowrap text-gold-300">
        {t('game.freeSpins.left', { count: info.data.freespin_left })}
      </span>
      <span className="hidden whitespace-nowrap text-fog-300 sm:inline" dir="ltr">
        {formatMoney(info.data.prize.amount, info.data.prize.currency)}
      </span>
      {!info.data.session_end && (
        <Button
          variant="ghost"
          size="sm"
          className="whitespace-nowrap"
          loading={exit.isPending}
          onClick={() => exit.mutate(undefined, { onSuccess: onExited, onError: (error) => notifyError(error) })}
        >
          {t('game.freeSpins.exit')}
        </Button>
      )}
    </div>
  );
}
