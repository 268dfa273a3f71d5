// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** FreezeRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const FreezeRequest = {
  "startDate": {
    "required": "Freeze Start Date is required.",
    "format": "Freeze Start Date is required."
  },
  "days": {
    "required": "Days is required.",
    "type": "Days must be a whole number.",
    "minimum": "Days must be at least 1.",
    "maximum": "Days must be at most 365."
  }
} as const;
