// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** SendSmsRequest's limits, by property. */
export const SendSmsRequestLimits = {
  "smsContent": {
    "maxLength": 720,
    "minLength": 1
  },
  "phoneNumbers": {
    "maxLength": 20000
  },
  "gymId": {
    "minimum": 1
  }
} as const;
