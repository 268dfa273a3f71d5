// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** ImportUpload's limits, by property. */
export const ImportUploadLimits = {
  "fileName": {
    "maxLength": 200
  }
} as const;
