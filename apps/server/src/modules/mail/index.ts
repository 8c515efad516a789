export { createMailService, type MailService } from './mail.service.js';
export { mailboxRoutes } from './mailbox.routes.js';
