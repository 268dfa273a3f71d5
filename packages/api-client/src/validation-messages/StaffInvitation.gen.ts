// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** StaffInvitation's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const StaffInvitation = {
  "name": {
    "required": "Name is required.",
    "minLength": "Name is required."
  },
  "phone": {
    "required": "Phone number must be exactly 10 digits.",
    "pattern": "Phone number must be exactly 10 digits."
  },
  "role": {
    "required": "Please choose a role.",
    "invalid": "Please choose a role."
  },
  "gymIds": {
    "required": "Choose at least one gym.",
    "minItems": "Choose at least one gym.",
    "invalid": "Choose at least one gym."
  }
} as const;
