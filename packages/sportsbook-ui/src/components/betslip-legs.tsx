import {
  setMode,
  removeSelection,
  setSingleStake,
  type Selection,
  type Slip,
  type SlipMode,
  type SlipSummary,
} from '../lib/betslip';
import { singleReturn, systemOptions } from '../lib/betslip-math';
import { formatOdds, parseStake } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { money, StakeInput } from './betslip-stake';
import { CloseIcon, LockIcon } from './icons';
import { useFlash } from './odds-button';

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

export function SelectionCard({
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

export function ModeTabs({ slip, summary }: { slip: Slip; summary: SlipSummary }) {
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
