import {
  FeedEvent,
  FeedEventList,
  FeedEventParams,
  FeedEventsQuery,
  FeedLangQuery,
  FeedSportList,
  FeedTopTournamentList,
  FeedTopTournamentsQuery,
  FeedTournamentList,
  FeedTournamentsQuery,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from './feed.labels.js';
import type { Feed, LiveSnapshot } from './feed.service.js';
import type { TopTournaments } from './feed.top.js';

export interface FeedRoutesOptions {
  feed: Feed;
  topTournaments: TopTournaments;
  /** What this instance holds of the live stream (services.stream); without it events are priced here. */
  live?: { snapshot(): LiveSnapshot | undefined };
}

/**
 * The public feed (no session needed): sports, tournaments, events and one event's markets,
 * named in `lang` (en-US, fr-fr, ar-ar, ru; English by default).
 */
export const feedRoutes: FastifyPluginAsyncZod<FeedRoutesOptions> = async (app, { feed, topTournaments, live }) => {
  const tags = ['feed'];

  app.get(
    '/api/feed/sports',
    { schema: { tags, querystring: FeedLangQuery, response: { 200: FeedSportList } } },
    async (request) => ({ sports: await feed.sports(localeOf(request.query.lang)) }),
  );

  app.get(
    '/api/feed/tournaments',
    { schema: { tags, querystring: FeedTournamentsQuery, response: { 200: FeedTournamentList } } },
    async (request) => feed.tournaments(request.query.sport),
  );

  app.get(
    '/api/feed/tournaments/top',
    { schema: { tags, querystring: FeedTopTournamentsQuery, response: { 200: FeedTopTournamentList } } },
    async (request) => topTournaments.top(request.query.sport, request.query.limit),
  );

  app.get(
    '/api/feed/events',
    { schema: { tags, querystring: FeedEventsQuery, response: { 200: FeedEventList } } },
    async (request) => feed.events(request.query, localeOf(request.query.lang), live?.snapshot()),
  );

  app.get(
    '/api/feed/events/:id',
    { schema: { tags, params: FeedEventParams, querystring: FeedLangQuery, response: { 200: FeedEvent } } },
    async (request) => feed.event(request.params.id, localeOf(request.query.lang), live?.snapshot()),
  );
};
