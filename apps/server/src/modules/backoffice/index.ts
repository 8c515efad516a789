export { agentsRoutes } from './agents.routes.js';
export { type AgentsService, createAgentsService } from './agents.service.js';
export { backofficeRoutes } from './backoffice.routes.js';
export { createBackofficeService, type BackofficeService } from './backoffice.service.js';
export { playersRoutes } from './players.routes.js';
export { createPlayersService, type PlayersService } from './players.service.js';
