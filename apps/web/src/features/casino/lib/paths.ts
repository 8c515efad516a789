import type { NormalisedGame } from '@casino/contracts';

/** SPEC §2.5: /slots/{provider}/{gameId}, with /demo for a demo start. */
export function gamePath(game: NormalisedGame, demo = false): string {
  const base = `/slots/${encodeURIComponent(game.routeProvider)}/${encodeURIComponent(game.additionalIntegrationGameId)}`;
  return demo ? `${base}/demo` : base;
}
