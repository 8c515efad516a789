import { dismissResult, type Slip } from '../lib/betslip';
import { formatOdds } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { money } from './betslip-stake';
import { CheckIcon } from './icons';

export function Receipt({ slip, currency }: { slip: Slip; currency: string }) {
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
