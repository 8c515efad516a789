import type { TradingEventDetail } from '@casino/contracts';
import { Checkbox } from '@casino/ui/checkbox';
import { useTranslation } from 'react-i18next';
import { type ResultDraft, type ScoreLine, periodWord } from '../lib/result-draft';

export const scoreCell =
  'w-20 rounded-lg border border-white/10 bg-ink-900 px-2 py-1.5 text-center tabular-nums text-fog-100 focus:border-gold-400 focus:outline-none';

function LineInputs({
  line,
  label,
  sides,
  onChange,
}: {
  line: ScoreLine;
  label: string;
  sides: [string, string];
  onChange: (line: ScoreLine) => void;
}) {
  return (
    <tr>
      <th scope="row" className="py-1.5 pe-4 text-start text-sm font-normal text-fog-300">
        {label}
      </th>
      {(['home', 'away'] as const).map((side, i) => (
        <td key={side} className="py-1.5 pe-3">
          <input
            inputMode="numeric"
            aria-label={`${label}: ${sides[i]}`}
            className={scoreCell}
            value={line[side]}
            onChange={(event) => onChange({ ...line, [side]: event.target.value })}
          />
        </td>
      ))}
    </tr>
  );
}

/**
 * The lines of a score or a sets result: one per period (or set), the overtime's when the sport
 * has one and the trader says it was played.
 */
export function ResultLines({
  event,
  draft,
  onChange,
}: {
  event: TradingEventDetail;
  draft: ResultDraft;
  onChange: (draft: ResultDraft) => void;
}) {
  const { t } = useTranslation();
  const { resultShape: shape } = event;
  const sides: [string, string] = [event.home ?? t('trading.result.home'), event.away ?? t('trading.result.away')];
  const word = shape.kind === 'score' ? periodWord(event.sport) : 'set';
  const setLine = (i: number) => (line: ScoreLine) =>
    onChange({ ...draft, lines: draft.lines.map((old, j) => (j === i ? line : old)) });
  const mayGoOn = shape.kind === 'score' && shape.overtime !== 'never';
  return (
    <div className="flex flex-col gap-3">
      <table className="w-fit">
        <thead>
          <tr>
            <td />
            {sides.map((side) => (
              <th key={side} scope="col" className="pe-3 pb-1 text-start text-xs font-semibold text-fog-400">
                {side}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((line, i) => (
            <LineInputs
              key={i}
              line={line}
              label={t(`trading.result.lines.${word}`, { n: i + 1 })}
              sides={sides}
              onChange={setLine(i)}
            />
          ))}
          {draft.overtime ? (
            <LineInputs
              line={draft.overtime}
              label={t('trading.result.overtime')}
              sides={sides}
              onChange={(overtime) => onChange({ ...draft, overtime })}
            />
          ) : null}
        </tbody>
      </table>
      {mayGoOn ? (
        <Checkbox
          label={t('trading.result.overtimePlayed')}
          checked={draft.overtime !== null}
          onChange={(change) => onChange({ ...draft, overtime: change.target.checked ? { home: '', away: '' } : null })}
        />
      ) : null}
      {shape.kind === 'sets' ? <p className="text-xs text-fog-400">{t('trading.result.setsHint')}</p> : null}
    </div>
  );
}
