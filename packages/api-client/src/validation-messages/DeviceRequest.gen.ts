// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** DeviceRequest's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const DeviceRequest = {
  "deviceName": {
    "required": "Device Name is required.",
    "minLength": "Device Name is required."
  },
  "door": {
    "required": "Door is required.",
    "minLength": "Door is required."
  },
  "serialNumber": {
    "required": "Serial Number is required.",
    "minLength": "Serial Number is required."
  }
} as const;
