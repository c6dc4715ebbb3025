// The payments module's public API: other modules import only from here.

export { openBalancePayment } from './balance-payment.ts';
export type { RefundPlan } from './counter.ts';
export { takeCounterPayment, undoGatewayRefund, writeRefund } from './counter.ts';
export { expireStoreCreditJob } from './credit-expiry.ts';
export { creditRoutes } from './credit-routes.ts';
export type { PaymentDeps } from './deps.ts';
export { appGateway, paymentDeps } from './deps.ts';
export { groupParts, openGroupPayment } from './group-payment.ts';
export { reconcilePaymentsJob } from './jobs.ts';
export type { LedgerWrite } from './ledger.ts';
export { orderLedger, recordLedger } from './ledger.ts';
export { answerLocalPage, hasLocalPaymentPage, LocalPageAnswerSchema } from './local-page.ts';
export type { CreatedPaymentRow } from './open-intent.ts';
export { askGateway, openPaymentIntent } from './open-intent.ts';
export { creditHeldBy, giveBackOrderCredit, retakeOrderCredit, spendCreditOnOrder } from './order-credit.ts';
export type { PaymentRow } from './payment-row.ts';
export { lockPayment } from './payment-row.ts';
export { registerPaymentPurpose } from './purposes.ts';
export { paymentRoutes } from './routes.ts';
export { confirmWidgetPayment, paymentByGatewayOrder } from './settle.ts';
