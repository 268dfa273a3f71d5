// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** ClientForm's limits, by property. */
export const ClientFormLimits = {
  "gymId": {
    "minimum": 1
  },
  "name": {
    "maxLength": 200
  },
  "phone": {
    "maxLength": 30
  },
  "address": {
    "maxLength": 500
  },
  "email": {
    "maxLength": 200
  },
  "emergencyContact": {
    "maxLength": 100
  },
  "notes": {
    "maxLength": 2000
  },
  "clientInfoInDevice.card": {
    "maxLength": 50
  },
  "clientInfoInDevice.password": {
    "maxLength": 20
  },
  "clientInfoInDevice.privilege": {
    "maximum": 255,
    "minimum": 0
  },
  "clientInfoInDevice.fingerprints": {
    "maxLength": 4000,
    "maxItems": 10
  },
  "accessDeviceIds": {
    "maxItems": 50
  }
} as const;
