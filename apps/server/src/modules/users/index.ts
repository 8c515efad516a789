export { createUsersService, type UsersService } from './users.service.js';
export { usersRoutes } from './users.routes.js';
export { isExcluded } from './account-status.js';
