// The payments module's public API: other modules import only from here.

export { creditRoutes } from './credit-routes.ts';
export type { PaymentDeps } from './deps.ts';
export { appGateway, paymentDeps } from './deps.ts';
export { orderLedger, recordLedger } from './ledger.ts';
export { answerLocalPage, hasLocalPaymentPage, LocalPageAnswerSchema } from './local-page.ts';
export { openPaymentIntent } from './open-intent.ts';
export type { PaymentRow } from './payment-row.ts';
export { lockPayment } from './payment-row.ts';
export { registerPaymentPurpose } from './purposes.ts';
export { paymentRoutes } from './routes.ts';
export { confirmWidgetPayment, paymentByGatewayOrder } from './settle.ts';
export { customerCredit, spendCredit } from './store-credit.ts';
