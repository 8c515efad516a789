export { staffRoutes } from './staff.routes.js';
export { createAuditService, type AuditService, type AuditRecord } from './audit.service.js';
export { createStaffAccountsService, type StaffAccountsService } from './staff-accounts.service.js';
export { createStaffSignInService, type StaffSignInService } from './staff-sign-in.service.js';
