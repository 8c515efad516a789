import { ACCEPT_ODDS as CONTRACT_ACCEPT, SPORTSBOOK_ERROR_CODES, SYSTEM_TICKET_NAMES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { NAMED_SYSTEMS as ENGINE_SYSTEMS } from '../../tickets/ticket.systems';
import { NAMED_SYSTEMS } from './betslip-math';
import { ACCEPT_ODDS, ERROR_CODES, SYSTEM_NAMES } from './contracts';

describe('the client copies of the contract lists', () => {
  it('match the contract and the ticket engine', () => {
    expect([...ERROR_CODES]).toEqual([...SPORTSBOOK_ERROR_CODES]);
    expect([...SYSTEM_NAMES]).toEqual([...SYSTEM_TICKET_NAMES]);
    expect([...ACCEPT_ODDS]).toEqual([...CONTRACT_ACCEPT]);
    expect(NAMED_SYSTEMS).toEqual(ENGINE_SYSTEMS);
  });
});
