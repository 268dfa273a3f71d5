// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** MeetRequest's limits, by property. */
export const MeetRequestLimits = {
  "name": {
    "maxLength": 200,
    "minLength": 1
  },
  "platformCount": {
    "maximum": 20,
    "minimum": 1
  }
} as const;
