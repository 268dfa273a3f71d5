// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** StaffInvitation's limits, by property. */
export const StaffInvitationLimits = {
  "name": {
    "maxLength": 200,
    "minLength": 1
  }
} as const;
