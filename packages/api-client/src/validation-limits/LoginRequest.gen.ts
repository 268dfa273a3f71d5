// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** LoginRequest's limits, by property. */
export const LoginRequestLimits = {
  "phone": {
    "maxLength": 20
  },
  "password": {
    "maxLength": 200
  }
} as const;
