// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** InvoiceRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const InvoiceRequest = {
  "pricingPlanId": {
    "required": "Pricing Plan is required.",
    "type": "Pricing Plan is required.",
    "minimum": "Pricing Plan is required."
  },
  "pricingPlanDto": {
    "type": "Pricing Plan is required."
  },
  "membershipStartDate": {
    "required": "Membership Start Date is required.",
    "format": "Membership Start Date is required."
  },
  "membershipEndDate": {
    "required": "Membership End Date is required.",
    "format": "Membership End Date is required.",
    "x-not-before": "Membership End Date cannot be before Membership Start Date."
  },
  "totalAmount": {
    "required": "Total Amount can not be zero.",
    "type": "Total Amount can not be zero.",
    "minimum": "Total Amount can not be zero."
  },
  "discountedAmount": {
    "required": "Discounted Amount can not be zero.",
    "type": "Discounted Amount can not be zero.",
    "minimum": "Discounted Amount can not be zero.",
    "maximum": "Discounted Amount cannot exceed Total Amount."
  }
} as const;
