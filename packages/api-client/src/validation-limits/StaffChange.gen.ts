// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** StaffChange's limits, by property. */
export const StaffChangeLimits = {
  "gymIds": {
    "minimum": 1,
    "maxItems": 100,
    "minItems": 1
  }
} as const;
