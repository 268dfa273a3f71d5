// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** PricingPlanRequest's limits, by property. */
export const PricingPlanRequestLimits = {
  "planName": {
    "maxLength": 200,
    "minLength": 1
  },
  "monthlyPrice": {
    "maximum": 100000000,
    "minimum": 0.01
  },
  "threeMonthPrice": {
    "maximum": 100000000,
    "minimum": 0.01
  },
  "sixMonthPrice": {
    "maximum": 100000000,
    "minimum": 0.01
  },
  "twelveMonthPrice": {
    "maximum": 100000000,
    "minimum": 0.01
  },
  "extraFeatures": {
    "maxLength": 2000
  },
  "freezeFee": {
    "maximum": 100000000,
    "minimum": 0.01
  },
  "freezeDaysPerYear": {
    "maximum": 366,
    "minimum": 0
  }
} as const;
