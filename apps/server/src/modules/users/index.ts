export { createUsersService, type UsersService } from './users.service.js';
export { usersRoutes } from './users.routes.js';
