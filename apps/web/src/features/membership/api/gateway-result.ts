/** What a payment widget's success handler gives, in our names. */
export type GatewayResult = { gatewayOrderId: string; paymentId: string; signature: string };
