export { createContentService, type ContentService } from './content.service.js';
export { contentRoutes } from './content.routes.js';
export { loadShippedContent } from './content.shipped.js';
