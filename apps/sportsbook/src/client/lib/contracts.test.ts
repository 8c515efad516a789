import { describe, expect, it } from 'vitest';
import { NAMED_SYSTEMS as ENGINE_SYSTEMS } from '../../tickets/ticket.systems';
import { NAMED_SYSTEMS } from './betslip-math';

describe('the client copies of the contract lists', () => {
  it('match the contract and the ticket engine', () => {
    expect(NAMED_SYSTEMS).toEqual(ENGINE_SYSTEMS);
  });
});
