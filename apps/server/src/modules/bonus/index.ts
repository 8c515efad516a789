export { bonusRoutes } from './bonus.routes.js';
export { type BonusService, createBonusService } from './bonus.service.js';
