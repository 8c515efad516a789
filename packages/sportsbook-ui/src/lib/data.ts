import { useMemo } from 'react';
import { feed, type EventsQuery } from './api';
import type { FeedEventSummary, FeedSport, FeedTournament, SportId } from './contracts';
import { putSummaries, useWatch } from './feed-store';
import { locale } from './i18n';
import { createResource } from './resource';
import { useAsync } from './use-async';

/** The feed's lists as pages read them: loaded, put in the event store, followed live. */

const LIST_REFRESH_MS = 60_000;

const sportsResource = createResource<FeedSport[]>((lang) => feed.sports(lang), LIST_REFRESH_MS);
const tournamentsResource = createResource<FeedTournament[]>((key) => {
  const [sport, lang] = key.split('|');
  return feed.tournaments(sport!, lang!);
}, LIST_REFRESH_MS);

const topResource = createResource<FeedTournament[]>((key) => {
  const [sport, limit] = key.split('|');
  return feed.topTournaments(sport || undefined, Number(limit));
}, LIST_REFRESH_MS);

/** The top tournaments, of one sport or of all (`sport` undefined), best first. */
export const useTopTournaments = (sport: string | undefined, limit: number) =>
  topResource.use(`${sport ?? ''}|${limit}`);

/** The sports with their live and upcoming counts (shared by the navigation, the top bar and the pages). */
export const useSports = () => sportsResource.use(locale());

export const useTournaments = (sport: string | undefined) =>
  tournamentsResource.use(sport ? `${sport}|${locale()}` : null);

/** A list of events, kept in the store and watched on the stream while on screen; answers their ids. */
export function useEventList(query: Omit<EventsQuery, 'lang'> | null) {
  const key = query ? JSON.stringify(query) : null;
  const state = useAsync<FeedEventSummary[]>(
    key,
    async (signal) => {
      const list = await feed.events({ ...query!, lang: locale() }, signal);
      putSummaries(list);
      return list;
    },
    LIST_REFRESH_MS,
  );
  const ids = useMemo(() => state.data?.map((event) => event.id) ?? [], [state.data]);
  useWatch(ids);
  return { ...state, ids };
}

/** The sport's key ("football") from its bby id, through the sports list. */
export function sportKeyOf(sports: readonly FeedSport[] | undefined, id: string | undefined): string | undefined {
  return sports?.find((sport) => String(sport.id) === id)?.key;
}

export const sportParam = (id: SportId): string => String(id);

const sportRank = (sport: SportId): number => (sport === 'e_sport' ? 1_000 : sport);

/** Events grouped by tournament, the sports in their feed order, then by the first kick-off. */
export function byTournament(events: readonly FeedEventSummary[]): { id: string; events: FeedEventSummary[] }[] {
  const groups = new Map<string, FeedEventSummary[]>();
  for (const event of events) groups.set(event.tournamentId, [...(groups.get(event.tournamentId) ?? []), event]);
  return [...groups.entries()]
    .map(([id, list]) => ({ id, events: list }))
    .sort((a, b) => sportRank(a.events[0]!.sport) - sportRank(b.events[0]!.sport));
}
