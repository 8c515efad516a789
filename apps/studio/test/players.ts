import { beforeEach } from 'vitest';
import type { TestStudio } from './build.js';

/**
 * Before each test of a file, a new platform player with 100.00 EUR and a launch token of
 * its own; `id` and `token` are those of the running test.
 */
export function playerPerTest(studio: () => TestStudio, prefix: string) {
  let seq = 0;
  const player = {
    id: '',
    token: '',
    /** A player's balance on the platform, in minor units. */
    balanceOf: (id: string) => studio().platform.players.get(id)!.balance,
    /** The platform calls of one kind the running test's player made. */
    callsOf: (call: string) =>
      studio().platform.received.filter((r) => r.call === call && r.body.player_id === player.id),
  };
  beforeEach(() => {
    seq += 1;
    player.id = `${prefix}${seq}`;
    player.token = `${prefix}-launch-token-${seq}`;
    studio().platform.addPlayer(player.id, 10_000, player.token);
  });
  return player;
}
