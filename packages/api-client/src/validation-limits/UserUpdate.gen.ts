// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** UserUpdate's limits, by property. */
export const UserUpdateLimits = {
  "name": {
    "maxLength": 200,
    "minLength": 1
  },
  "address": {
    "maxLength": 500
  }
} as const;
