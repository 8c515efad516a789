import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { fromMinor } from '@casino/contracts';
import { formatOdds } from '../../tickets/ticket.odds.js';
import type { LegRow, TicketRow } from './tickets.repository.js';

/** The ticket's code as players read it (SB then its id in base 36). */
export const ticketCode = (id: number) => `SB${id.toString(36).toUpperCase().padStart(6, '0')}`;

/**
 * The receipt of an accepted ticket, signed with the provider's Ed25519 key: who staked
 * what, on which selections at which odds, and when. Anyone with the session's publickey
 * can check it (`crypto.verify(null, receiptText, publicKey, signature)`).
 */
export function receiptText(ticket: TicketRow, legs: readonly LegRow[], acceptedAt: Date): string {
  const selections = legs.map((leg) => `${leg.event_id}/${leg.market_id}/${leg.outcome_id}@${formatOdds(leg.odds)}`);
  return [
    ticketCode(ticket.id),
    ticket.player_id,
    `${fromMinor(ticket.stake)} ${ticket.currency}`,
    ticket.type + (ticket.system_name ? `:${ticket.system_name}` : ''),
    ...selections,
    acceptedAt.toISOString(),
  ].join('\n');
}

// Parsing the PEM costs ten times the signature: each key is parsed once.
const parsedKeys = new Map<string, KeyObject>();

export function signReceipt(privateKeyPem: string, text: string): string {
  let key = parsedKeys.get(privateKeyPem);
  if (!key) parsedKeys.set(privateKeyPem, (key = createPrivateKey(privateKeyPem)));
  return sign(null, Buffer.from(text), key).toString('base64');
}
