import type { RoundRow } from '../../db/schema.js';

/** A round as the game client sees it (amounts in minor units). */
export interface RoundView {
  id: string;
  gameId: string;
  state: RoundRow['state'];
  /** Everything the round staked: its bet and any stake after it (a double, a split, insurance). */
  stake: number;
  /** What the game paid (stake included)… */
  payout: number;
  /** …and what the platform actually credited (an operator cap may lower it); null until paid. */
  credited: number | null;
  balance: number | null;
  refusal: string | null;
  nonce: number;
  seedId: number;
  input: unknown;
  outcome: unknown;
  createdAt: string;
  /** Played as one of the platform's free spins (stake 0). */
  freeSpin: boolean;
}

export function toRoundView(round: RoundRow): RoundView {
  return {
    id: round.id,
    gameId: round.game_id,
    state: round.state,
    stake: round.stake + round.extra_stake,
    payout: round.payout,
    credited: round.credited,
    balance: round.balance,
    refusal: round.refusal,
    nonce: round.nonce,
    seedId: round.seed_id,
    input: round.input,
    outcome: round.outcome,
    createdAt: round.created_at.toISOString(),
    freeSpin: round.free_spin_session_id !== null,
  };
}
