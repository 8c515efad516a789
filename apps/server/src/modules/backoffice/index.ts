export { backofficeRoutes } from './backoffice.routes.js';
export { createBackofficeService, type BackofficeService } from './backoffice.service.js';
