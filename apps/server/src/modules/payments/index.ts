export type { PaymentBonusPort } from './bonus-port.js';
export { OPERATOR_ACTIONS, type OperatorAction } from './operator.service.js';
export { isLegalTransition, isTerminal, LEGAL_TRANSITIONS } from './payment-status.js';
export { createPaymentsService, type PaymentsService } from './payments.service.js';
export { paymentsRoutes } from './payments.routes.js';
export type { CallbackOutcome, PaymentProcessor, ProcessorPayment } from './processors/processor.js';
