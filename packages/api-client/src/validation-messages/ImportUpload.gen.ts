// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** ImportUpload's messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
export const ImportUpload = {
  "file": {
    "required": "Choose a CSV file to import."
  }
} as const;
