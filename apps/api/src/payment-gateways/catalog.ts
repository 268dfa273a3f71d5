import type { Schemas } from '../contract.ts';

export type GatewayName = Schemas['PaymentGatewayName'];
export type CredentialName = Schemas['PaymentCredentialName'];

interface GatewayEntry {
  /** The name people know it by: in bill numbers and the log. */
  label: string;
  /** The one currency it takes. */
  currency: string;
  /** The merchant credentials it needs, in the order to ask for them. */
  credentials: readonly CredentialName[];
}

/** The gateways a gym may offer (issue 28; shapes in ../../../shared/reference/payments.md). */
export const GATEWAYS: Record<GatewayName, GatewayEntry> = {
  ESEWA: { label: 'eSewa', currency: 'NPR', credentials: ['productCode', 'secretKey'] },
  KHALTI: { label: 'Khalti', currency: 'NPR', credentials: ['secretKey'] },
  PAYHERE: { label: 'PayHere', currency: 'LKR', credentials: ['merchantId', 'merchantSecret'] },
  RAZORPAY: { label: 'Razorpay', currency: 'INR', credentials: ['keyId', 'keySecret', 'webhookSecret'] },
};

export const GATEWAY_NAMES = Object.keys(GATEWAYS) as GatewayName[];

export const isGatewayName = (value: string): value is GatewayName => value in GATEWAYS;
