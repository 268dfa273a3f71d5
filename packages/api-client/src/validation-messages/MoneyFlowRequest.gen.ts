// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** MoneyFlowRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const MoneyFlowRequest = {
  "transactionDate": {
    "required": "Transaction Date is required.",
    "pattern": "Transaction Date must be a real date and time, such as 2026-11-03T18:30.",
    "maxLength": "Transaction Date must be a real date and time, such as 2026-11-03T18:30."
  },
  "transactionType": {
    "required": "Transaction Type is required.",
    "invalid": "Transaction Type must be INCOME or EXPENSE."
  },
  "amount": {
    "required": "Amount must be greater than zero.",
    "type": "Amount must be greater than zero.",
    "minimum": "Amount must be greater than zero."
  },
  "tags": {
    "required": "At least one tag is required.",
    "minItems": "At least one tag is required."
  }
} as const;
