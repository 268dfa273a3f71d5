import type { components } from '@gym/api-client';

export type GatewayName = components['schemas']['PaymentGatewayName'];

/** The payment gateways by the names members and staff know them by (brand names, not translated). */
export const GATEWAY_LABELS: Record<GatewayName, string> = {
  ESEWA: 'eSewa',
  KHALTI: 'Khalti',
  PAYHERE: 'PayHere',
  RAZORPAY: 'Razorpay (UPI)',
};
