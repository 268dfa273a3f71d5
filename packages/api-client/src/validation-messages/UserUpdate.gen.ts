// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** UserUpdate's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const UserUpdate = {
  "name": {
    "required": "Name is required.",
    "minLength": "Name is required."
  },
  "phone": {
    "required": "Phone is required.",
    "pattern": "Phone number must be exactly 10 digits."
  },
  "country": {
    "invalid": "Please choose a country from the list."
  },
  "language": {
    "invalid": "Please choose a language from the list."
  },
  "district": {
    "invalid": "Please choose a district from the list."
  },
  "totalSms": {
    "required": "Total SMS is required.",
    "invalid": "Total SMS must be a whole number."
  },
  "paymentExpiryDate": {
    "invalid": "Payment expiry must be a date."
  }
} as const;
