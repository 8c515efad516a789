export { createFreeSpinPort } from './free-spins.service.js';
export { createGamesService, type GamesService } from './games.service.js';
export { gamesRoutes } from './games.routes.js';
export type { GameProviderAdapter, ProviderGame } from './providers/provider.js';
export { createStudioProvider, STUDIO } from './providers/studio.provider.js';
