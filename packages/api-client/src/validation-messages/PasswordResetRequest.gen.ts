// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** PasswordResetRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const PasswordResetRequest = {
  "phone": {
    "required": "Phone number must be exactly 10 digits.",
    "pattern": "Phone number must be exactly 10 digits."
  },
  "code": {
    "required": "Enter the 6-digit code from the SMS.",
    "pattern": "Enter the 6-digit code from the SMS.",
    "invalid": "This code is wrong or has expired. Check it, or ask for a new one."
  },
  "newPassword": {
    "required": "All fields are required",
    "minLength": "New password must be at least 8 characters long"
  },
  "confirmPassword": {
    "required": "Please type the new password again.",
    "invalid": "The two passwords do not match."
  }
} as const;
