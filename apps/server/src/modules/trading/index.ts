export { createTradingService, type TradingService } from './trading.service.js';
export { tradingRoutes } from './trading.routes.js';
