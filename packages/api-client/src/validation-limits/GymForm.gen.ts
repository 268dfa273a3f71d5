// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** GymForm's limits, by property. */
export const GymFormLimits = {
  "gymName": {
    "maxLength": 200
  },
  "branch": {
    "maxLength": 200
  },
  "address": {
    "maxLength": 500
  },
  "contactNumber": {
    "maxLength": 30,
    "maxItems": 10
  },
  "emailAddress": {
    "maxLength": 200
  },
  "websiteURL": {
    "maxLength": 500
  },
  "openingHours": {
    "maxLength": 500
  },
  "facilities": {
    "maxLength": 100,
    "maxItems": 50
  },
  "latitude": {
    "maximum": 90,
    "minimum": -90
  },
  "longitude": {
    "maximum": 180,
    "minimum": -180
  },
  "socialMediaLinks": {
    "maxLength": 500,
    "maxItems": 10
  },
  "timeZone": {
    "maxLength": 64
  }
} as const;
