import type { FeedTournament } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { MAX_TOURNAMENTS, type Tournament } from '../../feed/feed.catalogue.js';
import { SPORTS } from '../../feed/feed.sports.js';
import { playersPerTournament } from '../tickets/tickets.repository.js';
import type { Feed } from './feed.service.js';

/** How far back a tournament's players are counted, and how long one count serves. */
const POPULAR_OVER_MS = 7 * 24 * 3_600_000;
const RECOUNT_EVERY_MS = 5 * 60_000;

/** Players per tournament, by the tournament's catalogue index. */
export type PlayersCount = ReadonlyMap<number, number>;

/**
 * The top tournaments, best first: only those with events to bet on; the ones most players
 * bet on over the last seven days first; then by standing, top divisions before lower ones,
 * a sport's first country (or tour, or title) before its next, the sports in menu order. A
 * new book, without bets, lists every sport's top division first.
 */
export function rankTournaments(
  list: readonly FeedTournament[],
  catalogue: ReadonlyMap<string, Tournament>,
  players: PlayersCount,
  limit: number,
): FeedTournament[] {
  const keyOf = (answer: FeedTournament) => {
    const tournament = catalogue.get(answer.id)!;
    const sport = SPORTS.findIndex((definition) => definition.key === tournament.sport);
    return [-(players.get(tournament.index) ?? 0), tournament.division, tournament.categoryRank, sport];
  };
  const keys = new Map(list.map((answer) => [answer.id, keyOf(answer)]));
  const order = (a: FeedTournament, b: FeedTournament) => {
    const [x, y] = [keys.get(a.id)!, keys.get(b.id)!];
    return x.reduce((found, value, i) => found || value - y[i]!, 0) || a.id.localeCompare(b.id);
  };
  return list
    .filter((answer) => answer.prematch + answer.live > 0)
    .sort(order)
    .slice(0, limit);
}

export type TopTournaments = ReturnType<typeof createTopTournaments>;

export function createTopTournaments(deps: {
  feed: Feed;
  tournaments: readonly Tournament[];
  db: Db;
  now: () => Date;
}) {
  const catalogue = new Map(deps.tournaments.map((tournament) => [tournament.id, tournament]));
  let counted: { at: number; players: Promise<PlayersCount> } | undefined;

  /** One count serves every request for five minutes: the ranking moves slowly. */
  function players(): Promise<PlayersCount> {
    const t = deps.now().getTime();
    if (!counted || t - counted.at >= RECOUNT_EVERY_MS) {
      const count = playersPerTournament(deps.db, new Date(t - POPULAR_OVER_MS), MAX_TOURNAMENTS).then(
        (rows) => new Map(rows.map((row) => [row.tournament, row.players])),
      );
      const entry = { at: t, players: count };
      // A failed count is asked again by the next request, not kept.
      count.catch(() => {
        if (counted === entry) counted = undefined;
      });
      counted = entry;
    }
    return counted.players;
  }

  return {
    async top(sport: string | undefined, limit: number): Promise<{ tournaments: FeedTournament[] }> {
      const [{ tournaments }, counts] = await Promise.all([deps.feed.tournaments(sport), players()]);
      return { tournaments: rankTournaments(tournaments, catalogue, counts, limit) };
    },
  };
}
