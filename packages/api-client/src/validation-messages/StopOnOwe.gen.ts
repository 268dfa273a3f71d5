// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** StopOnOwe's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const StopOnOwe = {
  "amount": {
    "required": "Amount is required.",
    "invalid": "Amount must be a number from 0 to 1,000,000,000."
  },
  "days": {
    "required": "Days is required.",
    "invalid": "Days must be a whole number from 0 to 3650."
  }
} as const;
