import { TicketError } from './ticket.errors.js';
import { potentialReturn } from './ticket.odds.js';
import { floorOf } from './ticket.rational.js';
import { NAMED_SYSTEMS } from '@casino/contracts/sportsbook-constants';
import { countLines, namedSystemSizes } from './ticket.systems.js';
import {
  DEFAULT_TICKET_LIMITS,
  MAX_LEGS,
  MAX_ODDS,
  MIN_ODDS,
  type SystemName,
  type Ticket,
  type TicketInput,
  type TicketLimits,
} from './ticket.types.js';

/** Checks a player's ticket against the rules and the limits and returns the ticket settlement will read. */
export function validateTicket(input: TicketInput, limits: TicketLimits = DEFAULT_TICKET_LIMITS): Ticket {
  const legs = input.legs;
  const maxLegs = Math.min(limits.maxLegs, MAX_LEGS);
  if (legs.length < 1 || legs.length > maxLegs)
    throw new TicketError('error_block_bet_data', 'legs_count', `A ticket holds 1 to ${maxLegs} selections.`);
  const events = new Set<string>();
  for (const leg of legs) {
    // Legs of one event are correlated (a win and over 2.5 goals); pricing them as
    // independent would sell the combination too cheap, so the book refuses it.
    if (events.has(leg.eventId))
      throw new TicketError('error_block_bet_data', 'same_event', 'Two selections of one event cannot be combined.');
    events.add(leg.eventId);
    if (!Number.isSafeInteger(leg.odds) || leg.odds < MIN_ODDS || leg.odds > MAX_ODDS)
      throw new TicketError('error_block_bet_data', 'odds', 'Odds must be 1.001 to 1000.');
  }

  const shape = shapeOf(input, legs.length);
  const lines = countLines(legs.length, shape.sizes);
  const stake = input.stake;
  if (!Number.isSafeInteger(stake))
    throw new TicketError('error_block_bet_data', 'stake_not_whole_cents', 'The stake is a whole number of cents.');
  // Every line carries the same whole number of cents, so a line's return and a partial
  // cash-out's split stay exact without sharing a remainder among lines.
  if (stake % lines !== 0)
    throw new TicketError(
      'error_block_bet_data',
      'stake_not_whole_per_line',
      `The stake must be a multiple of the ${lines} lines.`,
    );
  const stakePerLine = stake / lines;
  if (stakePerLine < Math.max(1, limits.minStake))
    throw new TicketError('transaction_limit', 'stake_below_minimum', `At least ${limits.minStake} cents per line.`);
  if (stake > limits.maxStake)
    throw new TicketError('transaction_limit', 'stake_above_maximum', `At most ${limits.maxStake} cents per ticket.`);

  const ticket: Ticket = { ...shape, legs, lines, stakePerLine, stake, freeBet: input.freeBet === true };
  // Every leg won is the most a ticket can pay: each other outcome returns less per unit
  // than the odds (void 1, half-won (odds+1)/2, a dead heat share × odds), so a ticket
  // accepted here can never pay above the limit, whatever the results.
  const potential = floorOf(potentialReturn(ticket));
  const paid = ticket.freeBet ? potential - BigInt(stake) : potential;
  if (paid > BigInt(limits.maxPayout))
    throw new TicketError('transaction_limit', 'payout_above_maximum', `At most ${limits.maxPayout} cents of payout.`);
  return ticket;
}

function shapeOf(input: TicketInput, n: number): Pick<Ticket, 'type' | 'systemName' | 'sizes'> {
  switch (input.type) {
    case 'single':
      if (n !== 1) throw new TicketError('error_block_bet_data', 'legs_count', 'A single has one selection.');
      return { type: 'single', systemName: undefined, sizes: [1] };
    case 'accumulator':
      if (n < 2)
        throw new TicketError('error_block_bet_data', 'legs_count', 'An accumulator has 2 or more selections.');
      return { type: 'accumulator', systemName: undefined, sizes: [n] };
    case 'system':
      if ('name' in input) return namedShape(input.name, n);
      // k = 1 is singles and k = n one accumulator, which are tickets of their own.
      if (!Number.isInteger(input.of) || input.of < 2 || input.of >= n)
        throw new TicketError('error_block_bet_data', 'system', `A k/${n} system has 2 ≤ k < ${n}.`);
      return { type: 'system', systemName: undefined, sizes: [input.of] };
  }
}

function namedShape(name: SystemName, n: number): Pick<Ticket, 'type' | 'systemName' | 'sizes'> {
  const system = Object.hasOwn(NAMED_SYSTEMS, name) ? NAMED_SYSTEMS[name] : undefined;
  if (!system) throw new TicketError('error_block_bet_data', 'system', `No system is called ${String(name)}.`);
  if (n !== system.legs)
    throw new TicketError('error_block_bet_data', 'legs_count', `A ${name} has ${system.legs} selections.`);
  return { type: 'system', systemName: name, sizes: namedSystemSizes(name) };
}
