// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** RegisterRequest's limits, by property. */
export const RegisterRequestLimits = {
  "name": {
    "maxLength": 200,
    "minLength": 1
  },
  "password": {
    "maxLength": 200,
    "minLength": 8
  },
  "address": {
    "maxLength": 500
  }
} as const;
