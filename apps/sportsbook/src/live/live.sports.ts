import type { SportKey } from '../feed/feed.sports.js';
import { FOOTBALL_LIVE } from './live.football.js';
import { BASEBALL_LIVE, ICE_HOCKEY_LIVE } from './live.goals.js';
import { GOLF_LIVE } from './live.golf.js';
import { AMERICAN_FOOTBALL_LIVE, BASKETBALL_LIVE, HANDBALL_LIVE } from './live.points.js';
import { E_SPORT_LIVE, TABLE_TENNIS_LIVE, VOLLEYBALL_LIVE } from './live.rally.js';
import { TENNIS_LIVE } from './live.tennis.js';
import type { LiveDetail, SportLive } from './live.types.js';

/** Each sport's simulator. */
export const LIVE_SPORTS: Readonly<Record<SportKey, SportLive<LiveDetail>>> = {
  football: FOOTBALL_LIVE,
  basketball: BASKETBALL_LIVE,
  baseball: BASEBALL_LIVE,
  'ice-hockey': ICE_HOCKEY_LIVE,
  tennis: TENNIS_LIVE,
  handball: HANDBALL_LIVE,
  golf: GOLF_LIVE,
  'american-football': AMERICAN_FOOTBALL_LIVE,
  'table-tennis': TABLE_TENNIS_LIVE,
  volleyball: VOLLEYBALL_LIVE,
  'e-sport': E_SPORT_LIVE,
};
