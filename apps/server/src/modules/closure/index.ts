export { closureRoutes } from './closure.routes.js';
export { type ClosureService, createClosureService } from './closure.service.js';
export { createInactivityJob, type InactivityJob } from './inactivity.job.js';
