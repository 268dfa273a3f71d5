// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** GymForm's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const GymForm = {
  "gymName": {
    "required": "Gym name is required."
  },
  "contactNumber": {
    "format": "Contact number must be a phone number of the gym's country.",
    "required": "At least one contact number is required."
  },
  "emailAddress": {
    "format": "Please enter a valid email address."
  },
  "latitude": {
    "invalid": "Latitude must be a number from -90 to 90."
  },
  "longitude": {
    "invalid": "Longitude must be a number from -180 to 180."
  },
  "timeZone": {
    "format": "Please choose a valid time zone."
  },
  "currency": {
    "invalid": "Please choose a currency."
  },
  "calendar": {
    "invalid": "Please choose how dates are shown."
  }
} as const;
