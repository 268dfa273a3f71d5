// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** PaymentRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const PaymentRequest = {
  "billNo": {
    "required": "Bill Number is required.",
    "minLength": "Bill Number is required.",
    "x-unique-per-gym": "This Bill Number is already used by another payment or income of this gym."
  },
  "amount": {
    "required": "Amount is required.",
    "type": "Amount is required.",
    "minimum": "Amount must be greater than zero."
  },
  "paymentDate": {
    "required": "Payment Date is required.",
    "format": "Payment Date is required.",
    "x-not-after-gym-today": "Payment Date cannot be later than today."
  },
  "paymentType": {
    "required": "Payment Type is required.",
    "minLength": "Payment Type is required."
  }
} as const;
