// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** MeetRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const MeetRequest = {
  "name": {
    "required": "Name is required.",
    "minLength": "Name is required."
  },
  "platformCount": {
    "required": "Platform count must be between 1 and 20.",
    "invalid": "Platform count must be between 1 and 20."
  }
} as const;
