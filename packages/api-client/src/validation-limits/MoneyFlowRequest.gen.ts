// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** MoneyFlowRequest's limits, by property. */
export const MoneyFlowRequestLimits = {
  "gymId": {
    "minimum": 1
  },
  "billNo": {
    "maxLength": 100
  },
  "transactionDate": {
    "maxLength": 40
  },
  "amount": {
    "maximum": 1000000000,
    "minimum": 0.01
  },
  "tags": {
    "maxLength": 50,
    "maxItems": 20,
    "minItems": 1
  },
  "description": {
    "maxLength": 1000
  }
} as const;
