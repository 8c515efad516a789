export { createExclusionsService, type ExclusionsService } from './exclusions.service.js';
export { protectionRoutes } from './protection.routes.js';
export { createLimitsService, type LimitsService } from './limits.service.js';
export { createPlaySessionService, type PlaySessionService } from './play-session.service.js';
export { playLimitPort } from './play-limits.port.js';
