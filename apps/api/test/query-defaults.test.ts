import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CONTRACT_FILE,
  type Contract,
  QUERY_DEFAULTS_FILE,
  queryDefaults,
  queryDefaultsSource,
} from '../scripts/query-defaults-source.ts';

describe('query parameters with a contract default', () => {
  it('are generated from the current openapi.yaml (pnpm --filter @gym/api generate)', async () => {
    const contract = parse(await readFile(CONTRACT_FILE, 'utf8')) as Contract;
    expect(await readFile(QUERY_DEFAULTS_FILE, 'utf8')).toBe(queryDefaultsSource(contract));
  });

  it('are found through references to parameters and to schemas, and only in the query', () => {
    const contract: Contract = {
      paths: {
        '/things/{id}': {
          parameters: [{ name: 'id', in: 'path', schema: { type: 'integer', default: 1 } }],
          get: {
            operationId: 'listThings',
            parameters: [
              { $ref: '#/components/parameters/PageNo' },
              { name: 'sortBy', in: 'query', schema: { $ref: '#/components/schemas/SortField' } },
              { name: 'name', in: 'query', schema: { type: 'string' } },
            ],
          },
          delete: { operationId: 'deleteThing' },
        },
      },
      components: {
        parameters: { PageNo: { name: 'pageNo', in: 'query', schema: { type: 'integer', default: 0 } } },
        schemas: { SortField: { type: 'string', enum: ['name'], default: 'name' } },
      },
    };
    expect(queryDefaults(contract)).toEqual(new Map([['listThings', ['pageNo', 'sortBy']]]));
  });
});
