// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** PasswordResetCodeRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const PasswordResetCodeRequest = {
  "phone": {
    "required": "Phone number must be exactly 10 digits.",
    "pattern": "Phone number must be exactly 10 digits."
  }
} as const;
