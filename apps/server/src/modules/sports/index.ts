export { createSportsService, SPORTSBOOK_PROVIDER, type SportsService } from './sports.service.js';
export { sportsRoutes } from './sports.routes.js';
export {
  createSportsbookClient,
  ProviderUnreachableError,
  type ProviderAnswer,
  type SportsbookClient,
} from './sports.provider-client.js';
