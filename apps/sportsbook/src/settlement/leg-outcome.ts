/**
 * How one selection of a ticket ended, as the market's rules read the event's result.
 * This is the only thing settlement needs from the markets: the market catalogue
 * (src/markets) turns a result into a LegOutcome, settlement turns legs into a payout.
 */
export type LegOutcome =
  /** Won at its odds. */
  | { kind: 'won' }
  | { kind: 'lost' }
  /** Stake returned: the leg counts at odds 1.00 (a void event, an Asian handicap push). */
  | { kind: 'void' }
  /** Quarter lines: half the stake wins at the odds, half is returned. */
  | { kind: 'half-won' }
  /** Quarter lines: half the stake is lost, half is returned. */
  | { kind: 'half-lost' }
  /**
   * A tie for a place (dead heat): the leg wins at its odds on `share` of its stake and
   * loses the rest; `share` is in (0, 1], e.g. 1/2 for two sharing one place.
   */
  | { kind: 'dead-heat'; share: number };
