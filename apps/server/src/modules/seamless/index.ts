export type { FreeSpinPort } from './seamless.free-spins.js';
export { createSeamlessService, type SeamlessService } from './seamless.service.js';
export { seamlessRoutes } from './seamless.routes.js';
export { signSeamless } from './seamless.signature.js';
