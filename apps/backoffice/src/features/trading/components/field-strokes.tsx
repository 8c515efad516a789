import type { TradingResultShape } from '@casino/contracts';
import { Select } from '@casino/ui/select';
import { useTranslation } from 'react-i18next';
import type { ResultDraft } from '../lib/result-draft';
import { scoreCell } from './result-lines';

/** A field's result: each competitor's strokes, and the winner when a play-off decided a tie. */
export function FieldStrokes({
  shape,
  draft,
  onChange,
}: {
  shape: Extract<TradingResultShape, { kind: 'field' }>;
  draft: ResultDraft;
  onChange: (draft: ResultDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2 lg:grid-cols-3">
        {shape.field.map(({ id, name }) => (
          <li key={id} className="flex items-center justify-between gap-3 text-sm text-fog-300">
            <span className="truncate">{name}</span>
            <input
              inputMode="numeric"
              aria-label={t('trading.result.strokesOf', { name })}
              className={scoreCell}
              value={draft.strokes[id] ?? ''}
              onChange={(event) => onChange({ ...draft, strokes: { ...draft.strokes, [id]: event.target.value } })}
            />
          </li>
        ))}
      </ul>
      <Select
        label={t('trading.result.winner')}
        hint={t('trading.result.winnerHint')}
        className="max-w-sm"
        value={draft.winner}
        onChange={(event) => onChange({ ...draft, winner: event.target.value })}
        options={[
          { value: '', label: t('trading.result.fewestStrokes') },
          ...shape.field.map(({ id, name }) => ({ value: id, label: name })),
        ]}
      />
    </div>
  );
}
