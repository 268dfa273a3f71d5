// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** JudgeCurrentRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const JudgeCurrentRequest = {
  "lift": {
    "invalid": "Lift must be S, B or D."
  }
} as const;
