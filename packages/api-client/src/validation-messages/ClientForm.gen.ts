// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** ClientForm's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const ClientForm = {
  "gymId": {
    "required": "Choose the gym the client belongs to."
  },
  "name": {
    "required": "Name is required."
  },
  "gender": {
    "required": "Gender is required.",
    "invalid": "Gender must be MALE or FEMALE."
  },
  "phone": {
    "required": "Phone is required.",
    "format": "Phone must be a phone number of the gym's country."
  },
  "email": {
    "format": "Please enter a valid email address."
  },
  "dateOfBirth": {
    "x-not-after-gym-today": "Date of Birth cannot be later than today."
  },
  "membershipEndDate": {
    "x-not-before": "Membership End Date cannot be before Joined Date."
  }
} as const;
