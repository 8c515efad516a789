export { createKycService, type KycService } from './kyc.service.js';
export { kycRoutes } from './kyc.routes.js';
export { createS3DocumentStore } from './kyc.s3-store.js';
export { createDocumentStore } from './kyc.storage.js';
