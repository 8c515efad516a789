import { QUICK_STAKES, systemOptions, type SystemChoice } from '../lib/betslip-math';
import { setAcceptOdds, setFreeBet, setStake, setSystem, type Slip, type SlipSummary } from '../lib/betslip';
import { ACCEPT_ODDS, type AcceptOdds } from '../lib/contracts';
import { currencySymbol, formatAmount, showMoney, stakeText } from '../lib/format';
import { locale, t, type Key } from '../lib/i18n';
import { GiftIcon } from './icons';

/** The slip's money in cents, shown in the player's currency. */
export const money = (cents: number, currency: string) => showMoney(cents / 100, currency, locale());

export function systemLabel(system: SystemChoice, legs: number): string {
  return typeof system === 'number' ? t('slip.systemKofN', { k: system, n: legs }) : t(`system.${system}` as Key);
}

export function StakeInput(props: {
  value: string;
  placeholder: string;
  currency: string;
  label: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <label className={`stake${props.disabled ? ' is-disabled' : ''}`}>
      <input
        aria-label={props.label}
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

/** The system picker, the free bets, the stake with its quick amounts, and the odds-change setting. */
export function SlipStake({
  slip,
  summary,
  currency,
  freeBets,
}: {
  slip: Slip;
  summary: SlipSummary;
  currency: string;
  freeBets: { id: number; amount: number }[];
}) {
  const n = slip.selections.length;
  const options = systemOptions(n);
  const freeBetAllowed = slip.mode === 'accumulator' || (slip.mode === 'single' && n === 1);
  const stakeLabel =
    slip.mode === 'system'
      ? t('slip.stakePerLine')
      : slip.mode === 'single' && n > 1
        ? t('slip.stakeEach')
        : t('slip.stake');

  return (
    <>
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
    </>
  );
}
