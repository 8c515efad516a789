import type { BlackjackAction, BlackjackPhase } from '../../../engines/table/blackjack/blackjack.types';
import { t } from '../../lib/i18n';

const ORDER: BlackjackAction[] = ['insurance', 'even-money', 'decline', 'hit', 'stand', 'double', 'split'];
const LABELS = {
  hit: 'hit',
  stand: 'stand',
  double: 'double',
  split: 'split',
  insurance: 'insurance',
  'even-money': 'evenMoney',
} as const;

/** The decisions the round offers now, as buttons (only those the server says are open). */
export function BlackjackActions(props: {
  options: readonly BlackjackAction[];
  phase: BlackjackPhase;
  busy: boolean;
  onAct: (action: BlackjackAction) => void;
}) {
  const label = (action: BlackjackAction) =>
    action === 'decline' ? t(props.phase === 'even-money' ? 'noEvenMoney' : 'noInsurance') : t(LABELS[action]);
  return (
    <div className={`bj-actions n${props.options.length}`}>
      {ORDER.filter((action) => props.options.includes(action)).map((action) => (
        <button
          key={action}
          className={`btn bj-act ${action}`}
          disabled={props.busy}
          onClick={() => props.onAct(action)}
        >
          {label(action)}
        </button>
      ))}
    </div>
  );
}
