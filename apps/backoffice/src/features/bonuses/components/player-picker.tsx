import type { PlayerDetail } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/table';
import { formatMoney } from '@/lib/format';
import { failureText } from '../lib/texts';

/** The player every grant of the page goes to: typed by id, read back (name, currency, balances) before any grant. */
export function PlayerPicker({
  player,
  loading,
  error,
  onFind,
}: {
  player: PlayerDetail | undefined;
  loading: boolean;
  error: unknown;
  onFind: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <section className="card flex flex-col gap-4 p-5" aria-labelledby="grant-player-title">
      <h2 id="grant-player-title" className="text-base font-semibold text-fog-100">
        {t('bonuses.grants.player')}
      </h2>
      <form
        className="flex flex-wrap items-start gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(typed.trim());
          const ok = /^\d+$/.test(typed.trim()) && id > 0;
          setInvalid(!ok);
          if (ok) onFind(id);
        }}
      >
        <Input
          label={t('bonuses.grants.playerId')}
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={invalid ? t('bonuses.fieldErrors.invalid') : error ? failureText(error) : undefined}
          hint={t('bonuses.grants.playerIdHint')}
          className="w-56"
          data-testid="grant-player-id"
        />
        <Button type="submit" variant="secondary" loading={loading} className="mt-7">
          {t('bonuses.grants.find')}
        </Button>
        {player ? (
          <div
            className="flex min-w-0 flex-1 flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-white/5 bg-ink-950/40 px-4 py-3 text-sm sm:mt-7"
            data-testid="grant-player"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold text-fog-100">{player.username}</p>
              <p className="text-xs text-fog-400">
                #{player.id} · {player.currency}
              </p>
            </div>
            <div>
              <p className="text-xs text-fog-400">{t('bonuses.grants.balance')}</p>
              <p className="text-fog-100 tabular-nums">{formatMoney(player.balance, player.currency)}</p>
            </div>
            <div>
              <p className="text-xs text-fog-400">{t('bonuses.grants.bonusBalance')}</p>
              <p className="text-fog-100 tabular-nums" data-testid="grant-player-bonus">
                {formatMoney(player.bonus_balance, player.currency)}
              </p>
            </div>
            {player.status !== 'active' ? (
              <Badge tone="bad">{t(`bonuses.grants.status.${player.status}`)}</Badge>
            ) : null}
          </div>
        ) : null}
      </form>
    </section>
  );
}
