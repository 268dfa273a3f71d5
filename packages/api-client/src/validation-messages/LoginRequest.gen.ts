// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** LoginRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const LoginRequest = {
  "phone": {
    "required": "Phone and password are required"
  },
  "password": {
    "required": "Phone and password are required"
  }
} as const;
