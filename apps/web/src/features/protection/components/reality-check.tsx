import type { PlaySession } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Modal } from '@casino/ui/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '@/lib/money';
import { playSessionQuery, usePlaySession } from '../api/get-play-session';
import { minutesPlayed, msUntilRealityCheck } from '../lib/next-reality-check';

/**
 * The reality check (issue #23): at each interval the player chose, counted from the sign-in on
 * the server's clock, a dialog over whatever is open (a game included) says how long the session
 * has lasted and what it has won or lost. Leaving goes to the lobby, which ends the game's session.
 */
export default function RealityCheck() {
  const { data, dataUpdatedAt } = usePlaySession();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<PlaySession | null>(null);

  useEffect(() => {
    if (!data || shown) return;
    const delay = msUntilRealityCheck(data, dataUpdatedAt, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => {
      // The session as it stands now: its time and result at this check.
      void queryClient.fetchQuery({ ...playSessionQuery(), staleTime: 0 }).then(setShown, () => {});
    }, delay);
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, shown, queryClient]);

  return shown && <RealityCheckDialog session={shown} onContinue={() => setShown(null)} />;
}

function RealityCheckDialog({ session, onContinue }: { session: PlaySession; onContinue: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = (value: number) => formatMoney(value, session.currency);
  const minutes = minutesPlayed(session);
  const rows: [string, string, string][] = [
    ['staked', t('protection.realityCheck.staked'), money(session.staked)],
    ['won', t('protection.realityCheck.won'), money(session.won)],
    ['net', t('protection.realityCheck.net'), `${session.net > 0 ? '+' : ''}${money(session.net)}`],
  ];
  return (
    <Modal open onClose={onContinue} title={t('protection.realityCheck.title')}>
      <div className="flex flex-col gap-4" data-testid="reality-check">
        <p className="text-base text-fog-100">
          {minutes < 60
            ? t('protection.realityCheck.playedMinutes', { minutes })
            : t('protection.realityCheck.played', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
        </p>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {rows.map(([key, label, value]) => (
            <div key={key} className="rounded-xl bg-ink-800/70 px-2 py-3">
              <dt className="text-xs text-fog-400">{label}</dt>
              <dd
                className={`mt-1 font-bold ${key === 'net' && session.net < 0 ? 'text-danger-400' : 'text-fog-100'}`}
                data-testid={`reality-check-${key}`}
              >
                <span dir="ltr">{value}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-fog-400">{t('protection.realityCheck.hint')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              onContinue();
              void navigate('/');
            }}
          >
            {t('protection.realityCheck.leave')}
          </Button>
          <Button onClick={onContinue}>{t('protection.realityCheck.continue')}</Button>
        </div>
      </div>
    </Modal>
  );
}
