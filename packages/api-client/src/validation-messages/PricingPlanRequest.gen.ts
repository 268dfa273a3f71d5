// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** PricingPlanRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const PricingPlanRequest = {
  "planName": {
    "required": "Plan Name is required.",
    "type": "Plan Name is required.",
    "minLength": "Plan Name is required."
  },
  "monthlyPrice": {
    "required": "All price fields must be filled and greater than zero.",
    "type": "All price fields must be filled and greater than zero.",
    "minimum": "All price fields must be filled and greater than zero."
  },
  "threeMonthPrice": {
    "required": "All price fields must be filled and greater than zero.",
    "type": "All price fields must be filled and greater than zero.",
    "minimum": "All price fields must be filled and greater than zero."
  },
  "sixMonthPrice": {
    "required": "All price fields must be filled and greater than zero.",
    "type": "All price fields must be filled and greater than zero.",
    "minimum": "All price fields must be filled and greater than zero."
  },
  "twelveMonthPrice": {
    "required": "All price fields must be filled and greater than zero.",
    "type": "All price fields must be filled and greater than zero.",
    "minimum": "All price fields must be filled and greater than zero."
  },
  "freezeFee": {
    "type": "Freeze Fee must be a number greater than zero, or empty for no fee.",
    "minimum": "Freeze Fee must be a number greater than zero, or empty for no fee.",
    "maximum": "Freeze Fee must be at most 100,000,000."
  },
  "freezeDaysPerYear": {
    "type": "Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit.",
    "minimum": "Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit.",
    "maximum": "Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit."
  }
} as const;
