export { reportsRoutes } from './reports.routes.js';
export { createReportsService, type ReportsService } from './reports.service.js';
export {
  createPlayerActivityService,
  type PlayerActivityService,
  type PlayerMoney,
} from './player-activity.service.js';
export { dayRange, type DayRange } from './reports.range.js';
