/**
 * Generates the server's code from openapi.yaml (src/query-defaults.gen.ts). With --check it only
 * compares and fails when the committed file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import {
  CONTRACT_FILE,
  type Contract,
  QUERY_DEFAULTS_FILE,
  queryDefaultsSource,
} from './query-defaults-source.ts';

const fresh = queryDefaultsSource(parse(await readFile(CONTRACT_FILE, 'utf8')) as Contract);
if (process.argv.includes('--check')) {
  if ((await readFile(QUERY_DEFAULTS_FILE, 'utf8').catch(() => '')) !== fresh) {
    console.error(`${QUERY_DEFAULTS_FILE} is stale: run \`pnpm --filter @gym/api generate\` and commit it.`);
    process.exit(1);
  }
  console.log('generated server code is up to date with openapi.yaml');
} else {
  await writeFile(QUERY_DEFAULTS_FILE, fresh);
}
