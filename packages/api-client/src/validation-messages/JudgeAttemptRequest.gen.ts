// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** JudgeAttemptRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const JudgeAttemptRequest = {
  "weightKg": {
    "invalid": "Weight must be between 0 and 1000 kg."
  }
} as const;
