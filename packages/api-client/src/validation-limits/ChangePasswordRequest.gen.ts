// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** ChangePasswordRequest's limits, by property. */
export const ChangePasswordRequestLimits = {
  "oldPassword": {
    "maxLength": 200,
    "minLength": 1
  },
  "newPassword": {
    "maxLength": 200,
    "minLength": 8
  }
} as const;
