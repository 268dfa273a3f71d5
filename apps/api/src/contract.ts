import type { components, operations } from '@gym/api-client/schema';

/** Request and answer types of the contract, generated from openapi.yaml: handlers never restate them. */
export type Schemas = components['schemas'];
export type QueryOf<Operation extends keyof operations> = NonNullable<
  operations[Operation]['parameters']['query']
>;

/** Query parameters whose contract defaults ajv has filled in before the handler runs. */
export type WithDefaults<Query, Keys extends keyof Query> = Query & Required<Pick<Query, Keys>>;
