// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** JudgeAttemptRequest's limits, by property. */
export const JudgeAttemptRequestLimits = {
  "weightKg": {
    "maximum": 1000,
    "minimum": 0
  }
} as const;
