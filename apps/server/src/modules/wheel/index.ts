export { wheelRoutes } from './wheel.routes.js';
export { createWheelService, type WheelService } from './wheel.service.js';
