// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** ChangePasswordRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const ChangePasswordRequest = {
  "oldPassword": {
    "required": "All fields are required",
    "minLength": "All fields are required"
  },
  "newPassword": {
    "required": "All fields are required",
    "minLength": "New password must be at least 8 characters long"
  }
} as const;
