// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** JudgeDecisionRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const JudgeDecisionRequest = {
  "referee": {
    "required": "Referee must be 1, 2 or 3.",
    "invalid": "Referee must be 1, 2 or 3."
  },
  "decision": {
    "required": "Decision must be 'good' or 'no lift'.",
    "invalid": "Decision must be 'good' or 'no lift'."
  },
  "reasonCard": {
    "invalid": "Reason card must be 1 (red), 2 (blue) or 3 (yellow)."
  }
} as const;
