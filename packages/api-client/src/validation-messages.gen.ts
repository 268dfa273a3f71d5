// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** The request schemas' messages, by schema, property and keyword: written once, in openapi.yaml. */
export * as validationMessages from './validation-messages/schemas.gen.ts';
/** The operations' own rules' messages, by operationId and rule. */
export * as operationMessages from './validation-messages/operations.gen.ts';
