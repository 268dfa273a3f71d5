/**
 * Generates the client's code from openapi.yaml: the types (openapi-typescript) and the cache
 * groups of every operation (its `x-cache-groups`). With --check it only compares and fails when
 * the committed files are stale.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import type { FieldLimits } from '../src/field-rules.ts';

const contractPath = join(import.meta.dirname, '..', '..', '..', 'openapi.yaml');
const sourceDir = join(import.meta.dirname, '..', 'src');
const HEADER = '// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.\n';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

async function typesSource(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${contractPath}`));
  return HEADER + astToString(ast);
}

type Operation = { 'x-cache-groups'?: string[]; 'x-static'?: boolean };

/**
 * Every operation's cache groups (an operation without `x-cache-groups` stops the generator) and
 * the operations whose answer is static (`x-static`).
 */
async function cacheGroupsSource(): Promise<string> {
  const contract = parse(await readFile(contractPath, 'utf8')) as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  };
  const entries: string[] = [];
  // An operation without groups reads and invalidates nothing (cacheGroupsOf answers [] for an
  // operation not in the map): it is named in the Operation type only, which costs no bytes.
  const ungrouped: string[] = [];
  const staticOperations: string[] = [];
  const allGroups = new Set<string>();
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const groups = operation['x-cache-groups'];
      if (!groups) throw new Error(`${method} ${path} has no x-cache-groups in openapi.yaml`);
      for (const group of groups) allGroups.add(group);
      if (groups.length === 0) ungrouped.push(`  | '${method} ${path}'`);
      else entries.push(`  '${method} ${path}': [${groups.map((group) => `'${group}'`).join(', ')}],`);
      if (operation['x-static'] === true) staticOperations.push(`  '${method} ${path}',`);
    }
  }
  const groupList = [...allGroups].sort().map((group) => `  '${group}',`);
  return `${HEADER}
/** Every cache group the contract names. */
export const CACHE_GROUPS = [
${groupList.join('\n')}
] as const;

export type CacheGroup = (typeof CACHE_GROUPS)[number];

/** The cache groups each operation reads (GET) or invalidates (mutations), keyed by 'method path'; only operations that have some. */
export const cacheGroupsByOperation = {
${entries.join('\n')}
} as const satisfies Record<string, readonly CacheGroup[]>;

/** The operations without cache groups, left out of the map above. */
type UngroupedOperation =
${ungrouped.join('\n')};

/** An operation of the contract, as 'method path'. */
export type Operation = keyof typeof cacheGroupsByOperation | UngroupedOperation;

/** The operations whose answer is the same for everyone until a new release (their \`x-static\`). */
export const STATIC_OPERATIONS = [
${staticOperations.join('\n')}
] as const satisfies readonly Operation[];
`;
}

type PermissionContract = {
  paths: Record<
    string,
    Partial<
      Record<(typeof METHODS)[number], { operationId?: string; security?: object[]; 'x-permission'?: string }>
    >
  >;
  'x-permissions'?: Record<string, string>;
  'x-roles'?: Record<string, string[]>;
};

/** The permissions that are not a gym's: who may call at all (docs/permissions.md). */
const CALLER_SCOPES = ['public', 'account', 'platform.admin'];

/**
 * Every operation's permission (`x-permission`), the permissions (`x-permissions`) and each staff
 * role's (`x-roles`). An operation without one, or naming one the list lacks, stops the generator,
 * as does a role granting an unknown one.
 */
async function permissionsSource(): Promise<string> {
  const contract = parse(await readFile(contractPath, 'utf8')) as PermissionContract;
  const known = Object.keys(contract['x-permissions'] ?? {});
  const missingScopes = CALLER_SCOPES.filter((scope) => !known.includes(scope));
  if (missingScopes.length) throw new Error(`x-permissions lacks ${missingScopes.join(', ')}`);
  const unknown = (permission: string | undefined) => !permission || !known.includes(permission);
  const byOperation: string[] = [];
  const byOperationId: string[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const permission = operation['x-permission'];
      if (unknown(permission)) {
        throw new Error(
          `${method} ${path} ${permission ? `names '${permission}', which x-permissions does not list` : 'has no x-permission'} in openapi.yaml`,
        );
      }
      // Only an operation without the bearer token (its own `security`) is public, and every one is.
      const signedIn = operation.security?.some((scheme) => 'bearerAuth' in scheme) ?? true;
      if (signedIn === (permission === 'public')) {
        throw new Error(
          `${method} ${path}: x-permission public is for exactly the operations without bearerAuth`,
        );
      }
      byOperation.push(`  '${method} ${path}': '${permission}',`);
      if (operation.operationId) byOperationId.push(`  ${operation.operationId}: '${permission}',`);
    }
  }
  const roles = Object.entries(contract['x-roles'] ?? {});
  const roleLines = roles.map(([role, granted]) => {
    const stray = granted.filter((permission) => unknown(permission) || CALLER_SCOPES.includes(permission));
    if (stray.length)
      throw new Error(`x-roles ${role} grants ${stray.join(', ')}, not gym permissions of x-permissions`);
    return `  ${role}: [${granted.map((permission) => `'${permission}'`).join(', ')}],`;
  });
  const gymPermissions = known.filter((permission) => !CALLER_SCOPES.includes(permission));
  return `${HEADER}
/** Who may call at all: without signing in, any signed-in person on their own records, super admins. */
export const CALLER_SCOPES = [${CALLER_SCOPES.map((scope) => `'${scope}'`).join(', ')}] as const;
export type CallerScope = (typeof CALLER_SCOPES)[number];

/** The permissions checked against the caller's role in the gym a call touches. */
export const GYM_PERMISSIONS = [
${gymPermissions.map((permission) => `  '${permission}',`).join('\n')}
] as const;
export type GymPermission = (typeof GYM_PERMISSIONS)[number];
export type Permission = CallerScope | GymPermission;

/** The staff roles, each with the gym permissions it grants in the gyms it is held in. */
export const ROLE_PERMISSIONS = {
${roleLines.join('\n')}
} as const satisfies Record<string, readonly GymPermission[]>;
export type StaffRole = keyof typeof ROLE_PERMISSIONS;

/** Each operation's permission, keyed by 'method path'. */
export const permissionByOperation = {
${byOperation.join('\n')}
} as const satisfies Record<string, Permission>;

/** Each operation's permission, keyed by operationId (the server's routes). */
export const permissionByOperationId = {
${byOperationId.join('\n')}
} as const satisfies Record<string, Permission>;
`;
}

type Messages = Record<string, string>;
type SchemaObject = FieldLimits & {
  $ref?: string;
  'x-messages'?: Messages;
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
};

/** The keywords whose broken limit has a sentence of its own (field-rules' limitMessage). */
const LIMIT_KEYWORDS = [
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'maxItems',
  'minItems',
  'type',
] as const;

/**
 * Each request body schema's validation messages by property and keyword, and each operation's
 * messages for its own rules (beyond its body's schema) by rule, from `x-messages`.
 */
async function requestSchemaTables() {
  const contract = parse(await readFile(contractPath, 'utf8')) as {
    paths: Record<
      string,
      Record<
        string,
        {
          operationId?: string;
          'x-messages'?: Messages;
          requestBody?: { content: Record<string, { schema: SchemaObject }> };
        }
      >
    >;
    components: { schemas: Record<string, SchemaObject> };
  };
  const { schemas } = contract.components;
  const nameOf = (ref: string | undefined) => ref?.split('/').at(-1) ?? '';
  /** What a local `$ref` points at: a named schema, or one property of another schema. */
  const target = (ref: string | undefined): SchemaObject | undefined =>
    ref
      ?.replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], contract) as
      | SchemaObject
      | undefined;
  // A property that refers to a named schema (an enum, say), or to the same field of another
  // request, reads the messages written there.
  // An array's items may have sentences of their own (a contact number that is not a phone).
  const writtenOf = (property: SchemaObject): Messages | undefined => {
    const own = property['x-messages'] ?? target(property.$ref)?.['x-messages'];
    const items = property.items?.['x-messages'];
    return items ? { ...items, ...own } : own;
  };
  const requestSchemas = new Set(
    Object.values(contract.paths).flatMap((item) =>
      METHODS.flatMap((method) =>
        Object.values(item[method]?.requestBody?.content ?? {}).map((media) => nameOf(media.schema.$ref)),
      ),
    ),
  );
  // A property's limits (an array's with its items'), for the forms to check before sending.
  const limitsOf = (property: SchemaObject): FieldLimits | undefined => {
    const limits: Record<string, number> = {};
    for (const schema of [property.items ?? {}, property]) {
      for (const keyword of LIMIT_KEYWORDS) {
        const limit = schema[keyword];
        if (typeof limit === 'number') limits[keyword] = limit;
      }
    }
    return Object.keys(limits).length > 0 ? limits : undefined;
  };
  const bySchema: Record<string, Record<string, Messages>> = {};
  const limitsBySchema: Record<string, Record<string, FieldLimits>> = {};
  for (const schemaName of [...requestSchemas].filter(Boolean).sort()) {
    for (const [propertyName, property] of Object.entries(schemas[schemaName]?.properties ?? {})) {
      const limits = limitsOf(property);
      if (limits) {
        limitsBySchema[schemaName] ??= {};
        limitsBySchema[schemaName][propertyName] = limits;
      }
      // A limit without a sentence of its own is said by field-rules' limitMessage from the limits
      // (as the server says it), so it is not written out here a second time.
      const messages = writtenOf(property);
      if (!messages) continue;
      bySchema[schemaName] ??= {};
      bySchema[schemaName][propertyName] = messages;
    }
  }
  const byOperation: Record<string, Messages> = {};
  for (const item of Object.values(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation?.operationId && operation['x-messages']) {
        byOperation[operation.operationId] = operation['x-messages'];
      }
    }
  }
  return { bySchema, limitsBySchema, byOperation };
}

/** A table's export, under a JavaScript name. */
function namedTable(name: string, table: unknown): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`generate: '${name}' is not a JavaScript name`);
  return `export const ${name} = ${JSON.stringify(table, null, 2)} as const;`;
}

/**
 * The messages of the request schemas and of the operations' own rules, gathered as two namespaces
 * (`validationMessages.ClientForm`, `operationMessages.sendSms`). Each schema's table is a module of
 * its own, like the limits below, so a form's chunk carries only the tables it reads, not the whole
 * contract's (2.2 kB of every form's first load).
 */
async function validationMessagesSources(): Promise<{ file: string; make: () => Promise<string> }[]> {
  const { bySchema, byOperation } = await requestSchemaTables();
  const names = Object.keys(bySchema);
  const each = names.map((name) => ({
    file: join(sourceDir, 'validation-messages', `${name}.gen.ts`),
    make: async () => `${HEADER}
/** ${name}'s messages, by property and keyword ('required', a JSON Schema keyword, or 'invalid'). */
${namedTable(name, bySchema[name])}
`,
  }));
  return [
    ...each,
    {
      file: join(sourceDir, 'validation-messages', 'schemas.gen.ts'),
      make: async () => `${HEADER}
${names.map((name) => `export { ${name} } from './${name}.gen.ts';`).join('\n')}
`,
    },
    {
      file: join(sourceDir, 'validation-messages', 'operations.gen.ts'),
      make: async () => `${HEADER}
// The message a person reads when a call breaks a rule of the operation itself (an invoice with
// payments cannot be deleted), by operationId and rule: written once, in openapi.yaml.

${Object.entries(byOperation)
  .map(([name, table]) => namedTable(name, table))
  .join('\n\n')}
`,
    },
    {
      file: join(sourceDir, 'validation-messages.gen.ts'),
      make: async () => `${HEADER}
/** The request schemas' messages, by schema, property and keyword: written once, in openapi.yaml. */
export * as validationMessages from './validation-messages/schemas.gen.ts';
/** The operations' own rules' messages, by operationId and rule. */
export * as operationMessages from './validation-messages/operations.gen.ts';
`,
    },
  ];
}

/**
 * Each request body field's limits (length, range, number of entries; an array's items' too): one
 * file per schema (`validation-limits/ClientForm.gen.ts` exporting `ClientFormLimits`) behind one
 * index, so a form's chunk carries only its own schema's (one module of them all went whole into
 * every form's first load).
 */
async function validationLimitsSources(): Promise<{ file: string; make: () => Promise<string> }[]> {
  const { limitsBySchema } = await requestSchemaTables();
  const names = Object.keys(limitsBySchema);
  const each = names.map((name) => ({
    file: join(sourceDir, 'validation-limits', `${name}.gen.ts`),
    make: async () => `${HEADER}
/** ${name}'s limits, by property. */
export const ${name}Limits = ${JSON.stringify(limitsBySchema[name], null, 2)} as const;
`,
  }));
  const index = {
    file: join(sourceDir, 'validation-limits.gen.ts'),
    make: async () => `${HEADER}
${names.map((name) => `export { ${name}Limits } from './validation-limits/${name}.gen.ts';`).join('\n')}
`,
  };
  return [...each, index];
}

const outputs = [
  { file: join(sourceDir, 'schema.gen.ts'), make: typesSource },
  { file: join(sourceDir, 'cache-groups.gen.ts'), make: cacheGroupsSource },
  { file: join(sourceDir, 'permissions.gen.ts'), make: permissionsSource },
  ...(await validationMessagesSources()),
  ...(await validationLimitsSources()),
];

const check = process.argv.includes('--check');
let stale = false;
for (const { file, make } of outputs) {
  const fresh = await make();
  if (!check) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, fresh);
    continue;
  }
  const committed = await readFile(file, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error(`${file} is stale: run \`pnpm --filter @gym/api-client generate\` and commit the result.`);
    stale = true;
  }
}
if (stale) process.exit(1);
if (check) console.log('generated client code is up to date with openapi.yaml');
