import { useState } from 'react';
import { errorText } from './errors';
import { CheckIcon, ClockIcon, CloseIcon } from './icons';
import { balanceMoved } from '../lib/account';
import { ApiError, player } from '../lib/api';
import type { BetStatus, SportsBet, SubBet } from '../lib/contracts';
import { formatDate, showMoney, formatOdds, formatTime } from '../lib/format';
import { locale, t, tMaybe } from '../lib/i18n';
import { useSports } from '../lib/data';
import { statusKey, statusTone } from '../lib/status';
import { navigate } from '../lib/router';
import { useAsync } from '../lib/use-async';

const CASH_OUT_REFRESH_MS = 5_000;

function LegStatus({ status }: { status: BetStatus }) {
  if (status === 'Winner') return <CheckIcon size={14} className="leg-status leg-status--won" />;
  if (status === 'Loser') return <CloseIcon size={14} className="leg-status leg-status--lost" />;
  if (status === 'Wait') return <ClockIcon size={14} className="leg-status leg-status--pending" />;
  return <span className="leg-status leg-status--void">–</span>;
}

function Legs({ id }: { id: string }) {
  const legs = useAsync<SubBet>(`subbet:${id}`, (signal) => player.subbet(id, signal));
  const sports = useSports();
  if (!legs.data) {
    return legs.error ? (
      <p className="ticket__legs-error">{errorText(legs.error.code)}</p>
    ) : (
      <div className="ticket__legs-loading" />
    );
  }
  return (
    <ol className="ticket__legs">
      {legs.data.events.map((event, i) => {
        const outcome = legs.data!.outcomes[i];
        const sport = sports.data?.find((s) => s.key === event.sport)?.name ?? event.sport;
        return (
          <li key={event.subticketId || i}>
            {outcome && <LegStatus status={outcome.status} />}
            <div className="ticket__leg">
              <div className="ticket__pick">
                <b>{outcome?.outcomeName}</b>
                {outcome && <span className="ticket__odd">{formatOdds(outcome.odd, locale())}</span>}
              </div>
              <div className="ticket__market">{outcome?.marketName}</div>
              <div className="ticket__event">{event.name}</div>
              <div className="ticket__meta">
                {[sport, event.tournament, `${formatDate(event.date)} ${formatTime(event.date, locale())}`]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

type CashOutState =
  { kind: 'idle' } | { kind: 'confirm'; price: number } | { kind: 'selling' } | { kind: 'error'; code: string };

function CashOut({ bet, currency, onSold }: { bet: SportsBet; currency: string; onSold: (bet: SportsBet) => void }) {
  const quote = useAsync(`cashout:${bet.id}`, (signal) => player.cashOutQuote(bet.id, signal), CASH_OUT_REFRESH_MS);
  const [state, setState] = useState<CashOutState>({ kind: 'idle' });
  const price = quote.data?.price ?? null;
  const money = (value: number) => showMoney(value, currency, locale());

  async function sell(at: number) {
    setState({ kind: 'selling' });
    try {
      const sold = await player.cashOut(bet.id, at);
      balanceMoved();
      onSold(sold);
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError('network', 0);
      if (failure.code === 'coefs_changed' && typeof failure.body.price === 'number') {
        setState({ kind: 'confirm', price: failure.body.price });
        quote.reload();
      } else setState({ kind: 'error', code: failure.code });
    }
  }

  if (bet.freeBet) return <p className="cashout__na">{t('error.free_bets_cannot_be_sold')}</p>;
  if (state.kind === 'confirm') {
    return (
      <div className="cashout cashout--confirm">
        <span>{t('bets.cashOutConfirm', { amount: money(state.price) })}</span>
        <button type="button" className="button button--ghost" onClick={() => setState({ kind: 'idle' })}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--cashout" onClick={() => void sell(state.price)}>
          {t('bets.cashOutYes')}
        </button>
      </div>
    );
  }
  return (
    <div className="cashout">
      {state.kind === 'error' && <span className="cashout__error">{errorText(state.code)}</span>}
      <button
        type="button"
        className="button button--cashout"
        disabled={price === null || state.kind === 'selling'}
        onClick={() => price !== null && setState({ kind: 'confirm', price })}
        title={price === null && quote.data?.code ? errorText(quote.data.code) : undefined}
      >
        {state.kind === 'selling'
          ? t('bets.cashingOut')
          : price === null
            ? t('bets.cashOutUnavailable')
            : t('bets.cashOut', { amount: money(price) })}
      </button>
    </div>
  );
}

function ticketTypeText(type: string): string {
  const [kind, system] = type.split(/[\s:]/);
  if (kind === 'system' && system) return `${t('slip.mode.system')} ${tMaybe(`system.${system}`, system)}`;
  return tMaybe(`ticketType.${kind}`, type);
}

/** One ticket: its legs, its sums, and while it is open its cash-out. `linked`: its code opens the ticket's own page. */
export function TicketCard({
  initial,
  currency,
  linked = false,
}: {
  initial: SportsBet;
  currency: string;
  linked?: boolean;
}) {
  const [sold, setSold] = useState<SportsBet | null>(null);
  const [open, setOpen] = useState(true);
  const bet = sold ?? initial;
  const soldHere = sold !== null;
  const key = statusKey(bet, soldHere);
  const tone = statusTone(key.slice('bets.status.'.length) as BetStatus | 'Sold');
  const waiting = bet.status === 'Wait' || !bet.status;
  const money = (value: number) => showMoney(value, currency, locale());
  return (
    <article className={`ticket ticket--${tone}`}>
      <header className="ticket__head">
        <button type="button" className="ticket__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          <span className="ticket__type">{ticketTypeText(bet.ticketType)}</span>
          <span className="ticket__code">#{bet.ticketCode || bet.ticketId}</span>
          {bet.freeBet && <span className="tag tag--gift">{t('bets.freeBet')}</span>}
        </button>
        <span className={`status status--${tone}`}>{t(key)}</span>
      </header>
      {linked && (
        <button
          type="button"
          className="ticket__details"
          onClick={() => navigate({ page: 'ticket', ticket: String(bet.ticketId || bet.id) })}
        >
          {t('bets.details')}
        </button>
      )}
      <div className="ticket__date">
        {formatDate(bet.date)} {formatTime(bet.date, locale())}
      </div>
      {open && <Legs id={bet.id} />}
      <dl className="ticket__sums">
        <div>
          <dt>{t('bets.stake')}</dt>
          <dd>{money(bet.amountIn)}</dd>
        </div>
        <div>
          <dt>{t('bets.odds')}</dt>
          <dd>{formatOdds(bet.coef, locale())}</dd>
        </div>
        <div className="ticket__payout">
          <dt>{waiting ? t('bets.potential') : t('bets.payout')}</dt>
          <dd>
            {money(
              waiting
                ? bet.freeBet
                  ? bet.amountIn * bet.coef - bet.amountIn
                  : bet.amountIn * bet.coef
                : bet.amountOut,
            )}
          </dd>
        </div>
      </dl>
      {waiting && <CashOut bet={bet} currency={currency} onSold={setSold} />}
    </article>
  );
}
