// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** PaymentRequest's limits, by property. */
export const PaymentRequestLimits = {
  "invoiceId": {
    "minimum": 1
  },
  "billNo": {
    "maxLength": 100,
    "minLength": 1
  },
  "amount": {
    "maximum": 1000000000,
    "minimum": 0.01
  },
  "paymentType": {
    "minLength": 1
  }
} as const;
