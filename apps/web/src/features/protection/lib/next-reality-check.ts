import type { PlaySession } from '@casino/contracts';

/**
 * Milliseconds from `receivedAt` (this tab's clock when the session was read) until the next
 * reality check: the next whole interval since the session began, counted on the server's
 * clock (`session.now` was its time then), so a tab's wrong clock changes nothing. Null: off.
 */
export function msUntilRealityCheck(session: PlaySession, receivedAt: number, tabNow: number): number | null {
  if (!session.realityCheckMinutes) return null;
  const interval = session.realityCheckMinutes * 60_000;
  const started = Date.parse(session.startedAt);
  const serverNow = Date.parse(session.now) + (tabNow - receivedAt);
  const next = started + (Math.floor((serverNow - started) / interval) + 1) * interval;
  return next - serverNow;
}

/** Whole minutes the session has lasted, by the server's clock. */
export function minutesPlayed(session: PlaySession): number {
  return Math.max(0, Math.floor((Date.parse(session.now) - Date.parse(session.startedAt)) / 60_000));
}
