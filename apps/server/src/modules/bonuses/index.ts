export { bonusRoutes } from './bonuses.routes.js';
export { type BonusService, createBonusService } from './bonuses.service.js';
export { type CashbackService, createCashbackService } from './cashback.service.js';
