import { useEffect, useState } from 'react';
import { accountStore, requireLogin } from '../lib/account';
import {
  acceptChanges,
  clearSlip,
  dismissResult,
  MIN_STAKE_CENTS,
  placeSlip,
  removeSelection,
  setAcceptOdds,
  setFreeBet,
  setMode,
  setSingleStake,
  setStake,
  setSystem,
  slipStore,
  summarize,
  type Selection,
  type Slip,
  type SlipMode,
  type SlipSummary,
} from '../lib/betslip';
import { QUICK_STAKES, singleReturn, systemOptions, type SystemChoice } from '../lib/betslip-math';
import { ACCEPT_ODDS, type AcceptOdds } from '../lib/contracts';
import { currencySymbol, formatAmount, formatOdds, parseStake, showMoney, stakeText } from '../lib/format';
import { locale, t, type Key } from '../lib/i18n';
import { useStore } from '../lib/store';
import { errorText } from './errors';
import { AlertIcon, CheckIcon, CloseIcon, GiftIcon, LockIcon, TicketIcon, TrashIcon } from './icons';
import { useFlash } from './odds-button';

const money = (cents: number, currency: string) => showMoney(cents / 100, currency, locale());

export function systemLabel(system: SystemChoice, legs: number): string {
  return typeof system === 'number' ? t('slip.systemKofN', { k: system, n: legs }) : t(`system.${system}` as Key);
}

function SelectionOdds({ selection }: { selection: Selection }) {
  const flash = useFlash(selection.current);
  const changed = selection.current !== selection.odds;
  return (
    <span className={`slip-sel__odds${flash ? ` is-${flash}` : ''}`}>
      {changed && <s className="slip-sel__old">{formatOdds(selection.odds, locale())}</s>}
      <span className={changed ? 'slip-sel__new' : undefined}>{formatOdds(selection.current, locale())}</span>
    </span>
  );
}

function SelectionCard({
  selection,
  slip,
  repeated,
  currency,
}: {
  selection: Selection;
  slip: Slip;
  repeated: boolean;
  currency: string;
}) {
  const single = slip.mode === 'single' && slip.selections.length > 1;
  const own = slip.stakes[selection.key];
  const cents = parseStake(own ?? slip.stake) ?? 0;
  return (
    <li
      className={`slip-sel${selection.status !== 'open' ? ' is-locked' : ''}${repeated && slip.mode !== 'single' ? ' is-conflict' : ''}`}
    >
      <div className="slip-sel__top">
        <span className="slip-sel__pick">
          {selection.live && <span className="tag tag--live">{t('live.badge')}</span>}
          {selection.outcomeName}
        </span>
        {selection.status === 'open' ? (
          <SelectionOdds selection={selection} />
        ) : (
          <span className="slip-sel__status">
            <LockIcon size={13} />
            {selection.status === 'closed' ? t('market.closed') : t('market.suspended')}
          </span>
        )}
        <button
          type="button"
          className="icon-button slip-sel__remove"
          aria-label={t('slip.remove')}
          onClick={() => removeSelection(selection.key)}
        >
          <CloseIcon size={14} />
        </button>
      </div>
      <div className="slip-sel__where">
        <span className="slip-sel__market">{selection.marketName}</span>
        <span className="slip-sel__event">{selection.eventName}</span>
      </div>
      {single && (
        <div className="slip-sel__stake">
          <StakeInput
            value={own ?? ''}
            placeholder={slip.stake || t('slip.stake')}
            currency={currency}
            label={t('slip.stakeFor', { pick: selection.outcomeName })}
            onChange={(value) => setSingleStake(selection.key, value)}
          />
          <span className="slip-sel__returns">
            {t('slip.returns')} <b>{money(singleReturn(selection.odds, cents), currency)}</b>
          </span>
        </div>
      )}
    </li>
  );
}

function StakeInput(props: {
  value: string;
  placeholder: string;
  currency: string;
  label: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <label className={`stake${props.disabled ? ' is-disabled' : ''}`}>
      <span className="sr-only">{props.label}</span>
      <input
        inputMode="decimal"
        autoComplete="off"
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value.replace(/[^\d.,]/g, '').slice(0, 12))}
      />
      <span className="stake__currency">{currencySymbol(props.currency)}</span>
    </label>
  );
}

function ModeTabs({ slip, summary }: { slip: Slip; summary: SlipSummary }) {
  const n = slip.selections.length;
  const modes: { mode: SlipMode; enabled: boolean }[] = [
    { mode: 'single', enabled: true },
    { mode: 'accumulator', enabled: n >= 2 && summary.repeated.size === 0 },
    { mode: 'system', enabled: systemOptions(n).length > 0 && summary.repeated.size === 0 },
  ];
  return (
    <div className="segmented" role="tablist" aria-label={t('slip.type')}>
      {modes.map(({ mode, enabled }) => (
        <button
          key={mode}
          type="button"
          role="tab"
          aria-selected={slip.mode === mode}
          disabled={!enabled}
          className={slip.mode === mode ? 'is-active' : undefined}
          onClick={() => setMode(mode)}
        >
          {t(`slip.mode.${mode}`)}
        </button>
      ))}
    </div>
  );
}

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

function Receipt({ slip, currency }: { slip: Slip; currency: string }) {
  if (slip.phase.kind !== 'placed') return null;
  const { bets, stake, potential, selections } = slip.phase;
  return (
    <div className="receipt" role="status">
      <div className="receipt__icon">
        <CheckIcon size={26} />
      </div>
      <h3>{bets.length > 1 ? t('slip.placedMany', { n: bets.length }) : t('slip.placedOne')}</h3>
      <ul className="receipt__codes">
        {bets.map((bet) => (
          <li key={bet.id}>
            <span>{t('bets.ticket')}</span> <b>{bet.ticketCode || bet.ticketId}</b>
            <span className="receipt__coef">@ {formatOdds(bet.coef, locale())}</span>
          </li>
        ))}
      </ul>
      <ul className="receipt__legs">
        {selections.map((s) => (
          <li key={s.key}>
            <span>{s.outcomeName}</span>
            <small>{s.eventName}</small>
          </li>
        ))}
      </ul>
      <dl className="slip-sum">
        <div>
          <dt>{t('slip.totalStake')}</dt>
          <dd>{money(stake, currency)}</dd>
        </div>
        <div className="slip-sum__payout">
          <dt>{t('slip.potential')}</dt>
          <dd>{money(potential, currency)}</dd>
        </div>
      </dl>
      <div className="receipt__actions">
        <button type="button" className="button button--ghost" onClick={() => dismissResult(true)}>
          {t('slip.keep')}
        </button>
        <button type="button" className="button button--primary" onClick={() => dismissResult(false)}>
          {t('slip.done')}
        </button>
      </div>
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

/** The betslip: selections, ticket type, stakes, the odds-change setting, and placement with its live countdown. */
export function Betslip({ onClose }: { onClose?: () => void }) {
  const slip = useStore(slipStore);
  const account = useStore(accountStore);
  const currency = account.balance?.currency ?? 'EUR';
  const freeBets = account.balance?.free_bets ?? [];
  const summary = summarize(slip, account.balance?.balance ?? null, freeBets);
  const n = slip.selections.length;
  const placing = slip.phase.kind === 'placing';
  const changed = slip.changedByProvider.length > 0 || summary.problem === 'odds_changed';
  const options = systemOptions(n);
  const freeBetAllowed = slip.mode === 'accumulator' || (slip.mode === 'single' && n === 1);

  const stakeLabel =
    slip.mode === 'system'
      ? t('slip.stakePerLine')
      : slip.mode === 'single' && n > 1
        ? t('slip.stakeEach')
        : t('slip.stake');

  let action: { label: string; disabled: boolean; run: () => void };
  if (account.status !== 'player') action = { label: t('slip.signIn'), disabled: false, run: requireLogin };
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
    <section className="slip" aria-label={t('slip.title')}>
      <header className="slip__head">
        <TicketIcon size={18} />
        <h2>{t('slip.title')}</h2>
        {n > 0 && <span className="count-badge">{n}</span>}
        <span className="slip__spacer" />
        {n > 0 && slip.phase.kind !== 'placed' && (
          <button
            type="button"
            className="icon-button"
            onClick={clearSlip}
            aria-label={t('slip.clear')}
            title={t('slip.clear')}
            disabled={placing}
          >
            <TrashIcon size={16} />
          </button>
        )}
        {onClose && (
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon size={18} />
          </button>
        )}
      </header>

      {slip.phase.kind === 'placed' ? (
        <Receipt slip={slip} currency={currency} />
      ) : n === 0 ? (
        <div className="slip__empty">
          <div className="slip__empty-icon">
            <TicketIcon size={28} />
          </div>
          <p>{t('slip.empty')}</p>
          {account.status === 'guest' ? (
            <>
              <small>{t('slip.guestHint')}</small>
              <button type="button" className="button button--primary button--small" onClick={requireLogin}>
                {t('slip.signIn')}
              </button>
            </>
          ) : (
            <small>{t('slip.emptyHint')}</small>
          )}
        </div>
      ) : (
        <div className="slip__body">
          <div className="slip__scroll">
            {n > 1 && <ModeTabs slip={slip} summary={summary} />}
            {summary.repeated.size > 0 && slip.mode === 'single' && n > 1 && (
              <p className="slip__note">{t('slip.sameEventSingles')}</p>
            )}
            <ul className="slip__list">
              {slip.selections.map((selection) => (
                <SelectionCard
                  key={selection.key}
                  selection={selection}
                  slip={slip}
                  repeated={summary.repeated.has(selection.eventId)}
                  currency={currency}
                />
              ))}
            </ul>

            {slip.mode === 'system' && options.length > 0 && (
              <label className="field">
                <span className="field__label">{t('slip.system')}</span>
                <select
                  value={String(slip.system ?? options[0]!.system)}
                  onChange={(e) =>
                    setSystem(/^\d+$/.test(e.target.value) ? Number(e.target.value) : (e.target.value as SystemChoice))
                  }
                >
                  {options.map((option) => (
                    <option key={String(option.system)} value={String(option.system)}>
                      {systemLabel(option.system, n)} · {t('slip.lines', { n: option.lines })}
                    </option>
                  ))}
                </select>
              </label>
            )}

            {freeBetAllowed && freeBets.length > 0 && (
              <div className="freebets">
                {freeBets.map((freeBet) => (
                  <button
                    key={freeBet.id}
                    type="button"
                    className={`freebet${slip.freeBetId === freeBet.id ? ' is-active' : ''}`}
                    aria-pressed={slip.freeBetId === freeBet.id}
                    onClick={() => setFreeBet(slip.freeBetId === freeBet.id ? null : freeBet.id)}
                  >
                    <GiftIcon size={15} />
                    {t('slip.freeBet', { amount: showMoney(freeBet.amount, currency, locale()) })}
                  </button>
                ))}
              </div>
            )}

            <div className="slip__stake">
              <div className="field__label">{stakeLabel}</div>
              <StakeInput
                value={summary.freeBet ? stakeText(Math.round(summary.freeBet.amount * 100), locale()) : slip.stake}
                placeholder={formatAmount(0, locale())}
                currency={currency}
                label={stakeLabel}
                disabled={Boolean(summary.freeBet)}
                onChange={setStake}
              />
              <div className="quick">
                {QUICK_STAKES.map((amount) => (
                  <button
                    key={amount}
                    type="button"
                    disabled={Boolean(summary.freeBet)}
                    onClick={() => setStake(String(amount))}
                  >
                    {amount}
                  </button>
                ))}
              </div>
            </div>

            <label className="slip__accept">
              <span className="field__label">{t('slip.oddsChanges')}</span>
              <select value={slip.acceptOdds} onChange={(e) => setAcceptOdds(e.target.value as AcceptOdds)}>
                {ACCEPT_ODDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`slip.accept.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>

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
        </div>
      )}
    </section>
  );
}
