export { createKycService, type KycService } from './kyc.service.js';
export { kycRoutes } from './kyc.routes.js';
export { createDocumentStore } from './kyc.storage.js';
