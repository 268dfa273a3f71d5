// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** RegisterRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const RegisterRequest = {
  "name": {
    "required": "Name is required.",
    "minLength": "Name is required."
  },
  "phone": {
    "required": "Phone number must be exactly 10 digits.",
    "pattern": "Phone number must be exactly 10 digits."
  },
  "password": {
    "required": "Password must be at least 8 characters.",
    "minLength": "Password must be at least 8 characters."
  },
  "address": {
    "required": "Address is required."
  },
  "country": {
    "invalid": "Please choose a country from the list."
  },
  "language": {
    "invalid": "Please choose a language from the list."
  },
  "district": {
    "required": "District is required.",
    "invalid": "Please choose a district from the list."
  }
} as const;
