/**
 * The source of src/query-defaults.gen.ts: for each operation of the contract, the query
 * parameters that carry a `default:` (directly or through a $ref), which ajv fills in before a
 * handler runs, so handlers may treat them as always present.
 */

import { join } from 'node:path';

export const CONTRACT_FILE = join(import.meta.dirname, '..', '..', '..', 'openapi.yaml');
export const QUERY_DEFAULTS_FILE = join(import.meta.dirname, '..', 'src', 'query-defaults.gen.ts');

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Parameter {
  name?: string;
  in?: string;
  schema?: unknown;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & { parameters?: Parameter[] };
export interface Contract {
  paths: Record<string, PathItem>;
  components?: unknown;
}

export const QUERY_DEFAULTS_HEADER =
  '// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm --filter @gym/api generate`.\n';

/** Follows local `$ref`s ('#/components/...') until a value that is not a reference. */
function resolve<T>(contract: Contract, value: T): T {
  let current: unknown = value;
  for (let depth = 0; depth < 20; depth++) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') return current as T;
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported, not ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], contract);
    if (current === undefined) throw new Error(`openapi.yaml refers to ${ref}, which it does not define`);
  }
  throw new Error('openapi.yaml has a reference cycle');
}

/** operationId -> names of its query parameters with a default, in contract order. */
export function queryDefaults(contract: Contract): Map<string, string[]> {
  const byOperation = new Map<string, string[]>();
  for (const item of Object.values(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const names = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((parameter) => resolve(contract, parameter))
        .filter((parameter) => parameter.in === 'query' && parameter.name)
        .filter(
          (parameter) =>
            (resolve(contract, parameter.schema) as { default?: unknown })?.default !== undefined,
        )
        .map((parameter) => parameter.name as string);
      if (names.length > 0) byOperation.set(operation.operationId, names);
    }
  }
  return byOperation;
}

export function queryDefaultsSource(contract: Contract): string {
  const entries = [...queryDefaults(contract)].map(
    ([operationId, names]) => `  ${operationId}: ${names.map((name) => `'${name}'`).join(' | ')};`,
  );
  return `${QUERY_DEFAULTS_HEADER}
/** Per operation, the query parameters with a contract default: ajv fills them in, so they are always there. */
export interface QueryDefaults {
${entries.join('\n')}
}
`;
}
