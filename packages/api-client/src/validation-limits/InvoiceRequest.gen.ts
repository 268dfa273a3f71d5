// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** InvoiceRequest's limits, by property. */
export const InvoiceRequestLimits = {
  "clientId": {
    "minimum": 1
  },
  "pricingPlanId": {
    "minimum": 1
  },
  "totalAmount": {
    "maximum": 1000000000,
    "minimum": 0.01
  },
  "discountedAmount": {
    "maximum": 1000000000,
    "minimum": 0.01
  }
} as const;
