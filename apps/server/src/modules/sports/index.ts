export { createSportsService, SPORTSBOOK_PROVIDER, type SportsService } from './sports.service.js';
export { sportsRoutes } from './sports.routes.js';
