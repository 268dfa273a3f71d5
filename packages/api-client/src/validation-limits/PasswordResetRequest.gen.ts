// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** PasswordResetRequest's limits, by property. */
export const PasswordResetRequestLimits = {
  "confirmPassword": {
    "maxLength": 200
  }
} as const;
