// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** DeviceRequest's limits, by property. */
export const DeviceRequestLimits = {
  "gymId": {
    "minimum": 1
  },
  "deviceName": {
    "maxLength": 100,
    "minLength": 1
  },
  "door": {
    "maxLength": 100,
    "minLength": 1
  },
  "serialNumber": {
    "maxLength": 100,
    "minLength": 1
  }
} as const;
