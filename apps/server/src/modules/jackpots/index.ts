export { jackpotRoutes } from './jackpots.routes.js';
export { createJackpotsService, type JackpotsService } from './jackpots.service.js';
