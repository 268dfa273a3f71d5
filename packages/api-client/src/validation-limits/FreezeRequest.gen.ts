// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** FreezeRequest's limits, by property. */
export const FreezeRequestLimits = {
  "days": {
    "maximum": 365,
    "minimum": 1
  }
} as const;
