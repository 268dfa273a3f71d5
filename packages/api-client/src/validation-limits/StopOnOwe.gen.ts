// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** StopOnOwe's limits, by property. */
export const StopOnOweLimits = {
  "amount": {
    "maximum": 1000000000,
    "minimum": 0
  },
  "days": {
    "maximum": 3650,
    "minimum": 0
  }
} as const;
