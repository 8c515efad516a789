import { useEffect, useState } from 'react';
import { requireLogin } from '../lib/account';
import { acceptChanges, MIN_STAKE_CENTS, placeSlip, type Slip, type SlipSummary } from '../lib/betslip';
import { formatOdds } from '../lib/format';
import { locale, t, type Key } from '../lib/i18n';
import { money } from './betslip-stake';
import { errorText } from './errors';
import { AlertIcon } from './icons';

function Countdown({ until, startedAt }: { until: number | null; startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);
  if (until === null) {
    return (
      <div className="placing">
        <span className="spinner" aria-hidden="true" />
        <span>{t('slip.placing')}</span>
      </div>
    );
  }
  const total = until - startedAt;
  const left = Math.max(0, until - now);
  const seconds = Math.ceil(left / 1000);
  const progress = total > 0 ? 1 - left / total : 1;
  const r = 16;
  const circumference = 2 * Math.PI * r;
  return (
    <div className="placing placing--live" role="status">
      <svg className="countdown" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r={r} className="countdown__track" />
        <circle
          cx="20"
          cy="20"
          r={r}
          className="countdown__bar"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
        />
        <text x="20" y="24.5" textAnchor="middle">
          {seconds}
        </text>
      </svg>
      <span>
        <b>{left > 0 ? t('slip.liveDelay', { s: seconds }) : t('slip.liveDelayDone')}</b>
        <small>{t('slip.liveDelayHint')}</small>
      </span>
    </div>
  );
}

const PROBLEM_TEXT: Record<string, Key> = {
  stake_missing: 'slip.problem.stake',
  stake_below_minimum: 'slip.problem.minimum',
  market_suspended: 'slip.problem.suspended',
  market_closed: 'slip.problem.closed',
  same_event: 'slip.problem.sameEvent',
  not_enough_money: 'error.not_enough_money',
};

/** The slip's totals, its notices, and the place button (or the countdown while placing). */
export function SlipFooter({
  slip,
  summary,
  currency,
  player,
}: {
  slip: Slip;
  summary: SlipSummary;
  currency: string;
  player: boolean;
}) {
  const placing = slip.phase.kind === 'placing';
  const changed = slip.changedByProvider.length > 0 || summary.problem === 'odds_changed';

  let action: { label: string; disabled: boolean; run: () => void };
  if (!player) action = { label: t('slip.signIn'), disabled: false, run: requireLogin };
  else if (changed) action = { label: t('slip.acceptAndPlace'), disabled: placing, run: () => void placeSlip() };
  else
    action = {
      label: summary.stake > 0 ? t('slip.placeAmount', { amount: money(summary.stake, currency) }) : t('slip.place'),
      disabled: summary.problem !== null || placing,
      run: () => void placeSlip(),
    };

  const problem =
    summary.problem && summary.problem !== 'empty' && summary.problem !== 'odds_changed'
      ? PROBLEM_TEXT[summary.problem]
      : undefined;

  return (
    <div className="slip__foot">
      <dl className="slip-sum">
        {slip.mode === 'system' && (
          <div>
            <dt>{t('slip.linesTitle')}</dt>
            <dd>
              {summary.lines} × {money(summary.stakePerLine, currency)}
            </dd>
          </div>
        )}
        {summary.odds !== null && (
          <div>
            <dt>{t('slip.totalOdds')}</dt>
            <dd>{formatOdds(Math.min(summary.odds, 1e9), locale())}</dd>
          </div>
        )}
        <div>
          <dt>{t('slip.totalStake')}</dt>
          <dd>{money(summary.stake, currency)}</dd>
        </div>
        <div className="slip-sum__payout">
          <dt>{slip.mode === 'system' ? t('slip.potentialMax') : t('slip.potential')}</dt>
          <dd>{money(summary.potential, currency)}</dd>
        </div>
      </dl>

      {changed && !placing && (
        <div className="notice notice--warning" role="alert">
          <AlertIcon size={16} />
          <span>
            <b>{t('slip.oddsChangedTitle')}</b>
            <small className="notice__more">{t('slip.oddsChangedText')}</small>
          </span>
          <button type="button" className="notice__action" onClick={acceptChanges}>
            {t('slip.acceptOnly')}
          </button>
        </div>
      )}
      {slip.phase.kind === 'error' && slip.phase.code !== 'coefs_changed' && (
        <div className="notice notice--error" role="alert">
          <AlertIcon size={16} />
          <span>
            {slip.phase.placed ? `${t('slip.partlyPlaced', { n: slip.phase.placed })} ` : ''}
            {errorText(slip.phase.code, slip.phase.reason)}
          </span>
        </div>
      )}
      {problem && slip.phase.kind !== 'error' && (
        <p className="slip__hint">{t(problem, { min: money(MIN_STAKE_CENTS, currency) })}</p>
      )}

      {placing ? (
        <Countdown
          until={slip.phase.kind === 'placing' ? slip.phase.until : null}
          startedAt={slip.phase.kind === 'placing' ? slip.phase.startedAt : 0}
        />
      ) : (
        <button
          type="button"
          className={`button button--primary button--block${changed ? ' button--warning' : ''}`}
          disabled={action.disabled}
          onClick={action.run}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
