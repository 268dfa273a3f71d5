/**
 * `pnpm --filter @gym/api fuzz [--seconds N] [--requests N] [--seed N] [--only operationId] [--concurrency N]`:
 * a contract-driven fuzz of every operation in openapi.yaml. Starts the real server (on
 * DATABASE_URL, else an in-memory PGlite), creates an owner with a gym, a client, an invoice, a
 * payment, a money flow, a plan, two devices and a meet so requests aim at real ids, then sends
 * requests built from each operation's schema with one hostile value substituted at a time (a
 * parameter, a body field, a missing required field, an extra property, the content type, a
 * truncated body, no body at all, a period whose end comes before its start). The ZKTeco device
 * protocol's endpoints (outside the contract) are fuzzed the same way, on a claimed device: their
 * query parameters, and upload batches with one hostile line among good ones (a NUL byte or bytes
 * that are not UTF-8 in each field). The cases of every operation (after its valid request and
 * those about the whole request: no body, a period backwards) are shuffled by the seed and
 * sent round-robin, DELETEs in the budget's last share, so a short budget still reaches every
 * operation (it prints "operations covered N/N" and fails when one was missed) and the same seed
 * replays the same requests.
 * Prints the requests tried, the answers by status class and every 500 with its operation and
 * input; exits 1 on any 500 (or a request that got no answer).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { hashPassword } from '../../src/auth/passwords.ts';
import { configFromEnv } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { DeviceSimulator } from '../device-simulator/simulator.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '14' },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
  },
});
const budgetMs = Number(args.seconds) * 1000;
const maxRequests = Number(args.requests);
const seed = Number(args.seed);
const concurrency = Number(args.concurrency);
if (!(budgetMs > 0) || !(maxRequests > 0) || !Number.isInteger(seed) || !(concurrency >= 1)) {
  console.error(
    'Usage: fuzz [--seconds N>0] [--requests N>0] [--seed integer] [--only operationId] [--concurrency N>=1]',
  );
  process.exit(2);
}

// biome-ignore lint/suspicious/noExplicitAny: the contract is walked as plain YAML data
type Schema = any;
interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema: Schema }[];
  body?: { type: string; schema: Schema };
  security: string[];
  /** A device protocol upload: the good lines of its batch, one per line of the body. */
  upload?: string[];
}

// ---- the contract -------------------------------------------------------------------------

const contract = parse(await readFile(resolve(import.meta.dirname, '../../../../openapi.yaml'), 'utf8'));
const deref = (node: Schema): Schema => {
  if (node && typeof node === 'object' && typeof node.$ref === 'string') {
    const target = (node.$ref as string)
      .slice(2)
      .split('/')
      .reduce((at: Schema, key: string) => at[key], contract);
    return deref(target);
  }
  return node;
};
/** The schema with allOf merged and refs followed, enough to build values from. */
const flatten = (node: Schema): Schema => {
  const schema = deref(node) ?? {};
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(flatten);
  return {
    type: 'object',
    required: parts.flatMap((part: Schema) => part.required ?? []),
    properties: Object.assign({}, ...parts.map((part: Schema) => part.properties ?? {})),
  };
};

const operations: Operation[] = [];
for (const [path, item] of Object.entries<Schema>(contract.paths)) {
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
    const op = item[method];
    if (!op) continue;
    const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
    const content = deref(op.requestBody)?.content ?? {};
    const type = Object.keys(content)[0];
    operations.push({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      parameters,
      ...(type ? { body: { type, schema: flatten(content[type].schema) } } : {}),
      security: (op.security ?? contract.security ?? []).flatMap((entry: Schema) => Object.keys(entry)),
    });
  }
}

// ---- the server and real records to aim at -------------------------------------------------

const uploads = await mkdtemp(join(tmpdir(), 'gym-fuzz-'));
const config = {
  ...configFromEnv(),
  port: 0,
  host: '127.0.0.1',
  dataDir: undefined,
  uploadsDir: uploads,
  tokenSecret: 'fuzz-secret-that-signs-fuzz-tokens-only',
  // LOG_LEVEL=error shows the server's own account of each 500.
  logLevel: process.env.LOG_LEVEL ?? 'silent',
  registrationsPerAddressPerHour: 1_000_000,
  signInFailuresPerAddress: 1_000_000,
};
const { app, ctx } = await startServer(config);
const url = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: RequestInit['body'];
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const answer = await fetch(`${url}${path}`, { method, headers, ...(payload ? { body: payload } : {}) });
  const parsed = await answer.json().catch(() => undefined);
  if (answer.status >= 300) throw new Error(`fuzz setup: ${method} ${path} answered ${answer.status}`);
  return parsed as Schema;
}
const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  return data;
};

// Phones unique per run, so a reused PostgreSQL database takes the fixtures again.
// Nepali mobile numbers (98 and 8 digits): the gym is in Kathmandu, and clients take its country's numbers.
const phoneBase = 9_800_000_000 + (Date.now() % 90_000_000);
const ownerPhone = String(phoneBase);
const ownerPassword = 'fuzz-password-1';
const owner = await call('POST', '/api/auth/register', undefined, {
  name: 'Fuzz Owner',
  phone: ownerPhone,
  password: ownerPassword,
  address: 'Baneshwor',
  district: 'Kathmandu',
});
// A password change ends the account's other sessions: it is fuzzed on an account of its own.
const passwordChanger = await call('POST', '/api/auth/register', undefined, {
  name: 'Fuzz Password',
  phone: String(phoneBase + 2),
  password: ownerPassword,
  address: 'Baneshwor',
  district: 'Kathmandu',
});
const adminPhone = String(phoneBase + 1);
await ctx.db.query(
  `INSERT INTO users (name, phone, role, password_hash, payment_expiry_date) VALUES ('Fuzz Admin', $1, 'SUPER_ADMIN', $2, '2100-01-01')`,
  [adminPhone, await hashPassword(ownerPassword)],
);
const admin = await call('POST', '/api/auth/authenticate/admin', undefined, {
  phone: adminPhone,
  password: ownerPassword,
});
const gym = await call(
  'POST',
  '/api/gyms',
  owner.token,
  form({ gymName: 'Fuzz Gym', contactNumber: '9800000000' }),
);
const plan = await call('POST', `/api/pricing-plans/gyms/${gym.id}`, owner.token, {
  planName: 'Monthly',
  monthlyPrice: 2500,
  threeMonthPrice: 7000,
  sixMonthPrice: 13000,
  twelveMonthPrice: 24000,
});
const client = await call(
  'POST',
  '/api/clients',
  owner.token,
  form({
    gymId: gym.id,
    name: 'Fuzz Client',
    phone: '9811111111',
    gender: 'MALE',
    membershipEndDate: '2026-12-31',
  }),
);
const invoice = await call('POST', '/api/invoices', owner.token, {
  clientId: client.id,
  pricingPlanId: plan.id,
  membershipStartDate: '2026-11-01',
  membershipEndDate: '2026-11-30',
  totalAmount: 2500,
  discountedAmount: 2500,
});
const payment = await call('POST', '/api/payments', owner.token, {
  invoiceId: invoice.id,
  billNo: 'B-1',
  amount: 1000,
  paymentDate: '2026-11-05',
  paymentType: 'CASH',
});
const flow = await call('POST', '/api/moneyflows', owner.token, {
  gymId: gym.id,
  billNo: 'F-1',
  transactionDate: '2026-11-02T09:00:00+05:45',
  transactionType: 'INCOME',
  tags: ['Supplements'],
  amount: 500,
  description: null,
});
const device = await call('POST', '/api/access-control-devices', owner.token, {
  gymId: gym.id,
  deviceName: 'k40 pro',
  door: 'Main door',
  serialNumber: `FUZZ${phoneBase}`,
});
// The device protocol's own device, claimed as a real one is (an upload carrying its claim code), and
// aimed at by no contract case, which may change the other device's serial number.
const iclockDevice = await call('POST', '/api/access-control-devices', owner.token, {
  gymId: gym.id,
  deviceName: 'k40 pro',
  door: 'Side door',
  serialNumber: `FUZZIC${phoneBase}`,
});
const simulated = new DeviceSimulator({ serial: iclockDevice.serialNumber, url });
await simulated.handshake();
simulated.enrolClaimCode(iclockDevice.claimCode);
if ((await simulated.uploadOperations())?.status !== 200) throw new Error('fuzz setup: device not claimed');
const meet = await call('POST', '/api/judge/meets', owner.token, { name: 'Fuzz meet', platformCount: 2 });
const platform = meet.platforms[0];
const [sms] = await ctx.db.query<{ id: number }>('SELECT id FROM sms_messages LIMIT 1').catch(() => []);

/** The real value a field or parameter of this name takes, where the name says what it is. */
let billNumbers = 0;
const known: Record<string, unknown> = {
  gymId: gym.id,
  clientId: client.id,
  invoiceId: invoice.id,
  paymentId: payment.id,
  pricingPlanId: plan.id,
  planId: plan.id,
  deviceId: device.id,
  meetId: meet.id,
  platformId: platform.platformId,
  platformNumber: 1,
  meetSlug: meet.slug,
  meet: meet.slug,
  userId: owner.id,
  lift: 'S',
  district: 'Kathmandu',
  paymentType: 'CASH',
  // The invoice's own amounts: an edit stays above what its payment has paid.
  totalAmount: invoice.totalAmount,
  discountedAmount: invoice.discountedAmount,
  // A gym takes a bill number once: each valid payment or income gets a fresh one.
  get billNo() {
    billNumbers += 1;
    return `FUZZ-${billNumbers}`;
  },
  serialNumber: device.serialNumber,
  startDate: '2026-11-01T00:00:00',
  endDate: '2026-11-30T23:59:59',
  transactionDate: '2026-11-03T18:30',
  newPassword: ownerPassword,
  confirmPassword: ownerPassword,
  // A reset code of the right shape (a wrong one: the reset is refused after its checks).
  code: '123456',
  oldPassword: ownerPassword,
  currentPassword: ownerPassword,
  attempt: 1,
  phone: ownerPhone,
  contactNumber: '9800000000',
  password: ownerPassword,
  emailAddress: 'fuzz@example.com',
  timeZone: 'Asia/Kathmandu',
  // The owner's own account stays an owner whose subscription runs: each case changes one field.
  role: 'USER',
  paymentExpiryDate: '2100-01-01',
  'X-Referee-Device': 'fuzz-device-0001',
  SN: iclockDevice.serialNumber,
  INFO: 'Ver 8.0.4.7,3,1,10,192.168.1.201,10,7,15,0,1,1,1',
};
/** `{id}` names a different record on each resource. */
const idFor = (path: string): unknown => {
  const table: [string, unknown][] = [
    ['/api/gyms-sms-settings/', gym.id],
    ['/api/gyms/', gym.id],
    ['/api/users/', owner.id],
    ['/api/clients/', client.id],
    ['/api/moneyflows/', flow.id],
    ['/api/access-control-devices/', device.id],
    ['/api/invoices/', invoice.id],
    ['/api/payments/', payment.id],
    ['/api/sms/', sms?.id ?? 1],
  ];
  return table.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 1;
};

/** A query parameter of a device protocol endpoint; `value` fixes it (the table an upload goes to). */
const deviceParameter = (name: string, value?: string) => ({
  name,
  in: 'query',
  required: value !== undefined || name === 'SN',
  schema: value === undefined ? { type: 'string' } : { type: 'string', enum: [value] },
});
const deviceOperation = (
  id: string,
  method: 'GET' | 'POST',
  path: string,
  parameters: Operation['parameters'],
  upload?: string[],
): Operation => ({ id, method, path, parameters, security: [], ...(upload ? { upload } : {}) });
const pin = String(client.id);
/** The ZKTeco push endpoints, outside the contract, each with a batch of lines a device sends. */
operations.push(
  deviceOperation('iclockHandshake', 'GET', '/iclock/cdata', [
    deviceParameter('SN'),
    deviceParameter('options', 'all'),
  ]),
  deviceOperation('iclockPoll', 'GET', '/iclock/getrequest', [
    deviceParameter('SN'),
    deviceParameter('INFO'),
  ]),
  deviceOperation(
    'iclockAttlog',
    'POST',
    '/iclock/cdata',
    [deviceParameter('SN'), deviceParameter('table', 'ATTLOG')],
    [`${pin}\t2026-11-05 07:00:00\t0\t1\t0\t0\t0`, '77\t2026-11-05 07:05:00\t1\t15\t0\t0\t0'],
  ),
  deviceOperation(
    'iclockOperlog',
    'POST',
    '/iclock/cdata',
    [deviceParameter('SN'), deviceParameter('table', 'OPERLOG')],
    [
      `USER PIN=${pin}\tName=Fuzz\tPri=0\tPasswd=1234\tCard=556677\tGrp=1`,
      `FP PIN=${pin}\tFID=1\tSize=4\tValid=1\tTMP=AAAA`,
      'OPLOG 30\t0\t2026-11-05 07:00:00\t77\t0\t0\t0',
    ],
  ),
  deviceOperation(
    'iclockOptions',
    'POST',
    '/iclock/cdata',
    [deviceParameter('SN'), deviceParameter('table', 'options')],
    ['FWVersion=Ver 8.0.4.7', 'UserCount=3,MaxUserCount=3000'],
  ),
  deviceOperation(
    'iclockCommandResults',
    'POST',
    '/iclock/devicecmd',
    [deviceParameter('SN')],
    ['ID=1&Return=0&CMD=DATA', 'UserCount=5\tFPCount=2'],
  ),
);

// ---- values -------------------------------------------------------------------------------

/** A valid value for the schema (or the real one its name points at). */
function valid(schema: Schema, name?: string): unknown {
  const s = flatten(schema);
  if (name && name in known) return known[name];
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum.find((value: unknown) => value !== null);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  if (s.oneOf || s.anyOf) return valid((s.oneOf ?? s.anyOf)[0], name);
  switch (type) {
    case 'integer':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Number.POSITIVE_INFINITY);
    case 'number':
      return Math.min(Math.max(s.minimum ?? 100, 100), s.maximum ?? Number.POSITIVE_INFINITY);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => valid(s.items ?? {}));
    case 'object':
      // Optional nested objects are left out: they may name again what a field already does.
      return Object.fromEntries(
        Object.entries<Schema>(s.properties ?? {})
          .filter(([key, property]) => {
            const type = flatten(property).type;
            const nested = type === 'object' || (Array.isArray(type) && type.includes('object'));
            return !flatten(property).readOnly && (!nested || s.required?.includes(key));
          })
          .map(([key, property]) => [key, valid(property, key)]),
      );
    default:
      if (s.format === 'date') return '2026-11-10';
      if (s.format === 'date-time') return '2026-11-10T10:00:00+05:45';
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'phone') return '9811111111';
      if (s.format === 'binary') return undefined;
      if (s.pattern === '^[0-9]{10}$') return '9833333333';
      return 'fuzz'.padEnd(Math.max(s.minLength ?? 0, 4), 'z');
  }
}

const long = 'x'.repeat(10_000);
/** Hostile JSON values, each substituted into one body field at a time. */
const hostileJson: unknown[] = [
  2 ** 31,
  2 ** 63,
  -1,
  0,
  1e300,
  -1e300,
  1.5,
  0.001,
  'Infinity',
  'NaN',
  '',
  ' ',
  long,
  'a\u0000b',
  'a\ud800b',
  true,
  null,
  [],
  [[1, [2]]],
  { nested: { deeper: [1] } },
  '2026-02-30',
  '0000-01-01',
  '2026-11-10T25:61:00+99:99',
  '9999999999-01-01',
  '2147483648',
  '-0',
];
/** Hostile text for path, query and header parameters (already as they go on the wire). */
const hostileText = [
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1e300',
  '1e18',
  'Infinity',
  'NaN',
  '',
  '1.5',
  '0x10',
  ' 1',
  long,
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%98',
  'true',
  'null',
  '[1]',
  '{}',
  '2026-02-30',
  '0000-01-01',
  '2026-11-10T25:61:00+99:99',
  '..%2F..%2Fetc',
];
/** Bytes put into one field of a device's line at a time: what PostgreSQL text cannot hold, and more. */
const hostileBytes: [string, Uint8Array][] = [
  ['a NUL byte', new Uint8Array([0x00])],
  ['byte 0xFF (not UTF-8)', new Uint8Array([0xff])],
  ['a UTF-8 sequence cut short', new Uint8Array([0xe0, 0xa4])],
  ['an overlong NUL', new Uint8Array([0xc0, 0x80])],
  ['an encoded surrogate', new Uint8Array([0xed, 0xa0, 0x80])],
  ['a carriage return', new TextEncoder().encode('\r')],
  ['10,000 characters', new TextEncoder().encode('9'.repeat(10_000))],
];

/**
 * The field that ends the period a field of this name starts (membershipStartDate:
 * membershipEndDate, startDate: endDate, dateFrom: dateTo), or undefined when it starts none.
 */
function periodEndOf(name: string): string | undefined {
  const words = name.split(/(?=[A-Z])/);
  const at = words.findIndex((word) => /^(start|from|begin)$/i.test(word));
  const word = words[at];
  if (!word) return undefined;
  const end = /^from$/i.test(word) ? 'to' : 'end';
  words[at] = word[0] === word[0]?.toUpperCase() ? `${end[0]?.toUpperCase()}${end.slice(1)}` : end;
  return words.join('');
}
/** The day before, in a value that starts with a date (2026-11-10, 2026-11-10T10:00), else undefined. */
function dayBefore(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return `${day.toISOString().slice(0, 10)}${value.slice(10)}`;
}
/** Each start field of `fields` whose end field is there too, with an end the day before the start. */
function backwardPeriods(
  fields: Record<string, unknown>,
): { start: string; end: string; endValue: string }[] {
  return Object.keys(fields).flatMap((start) => {
    const end = periodEndOf(start);
    const endValue = dayBefore(fields[start]);
    return end && end in fields && endValue !== undefined ? [{ start, end, endValue }] : [];
  });
}

// ---- cases --------------------------------------------------------------------------------

interface Case {
  op: Operation;
  what: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body?: { type: string; raw: string | FormData | Uint8Array; shown: string };
  /** Sent right after the valid request, before the shuffled rest (a case about the whole request). */
  leading?: boolean;
}

const encode = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');
  return text.length > 120 ? `${text.slice(0, 60)}...(${text.length} chars)` : text;
};

function formOf(fields: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) data.append(name, encode(item));
    else data.append(name, value === null ? '' : encode(value));
  }
  return data;
}

/** A device upload: its lines (text or bytes), one per line, as a device sends them. */
function uploadBody(lines: (string | Uint8Array)[]): NonNullable<Case['body']> {
  const encoder = new TextEncoder();
  const parts = lines.flatMap((line) => [typeof line === 'string' ? encoder.encode(line) : line, [0x0a]]);
  const raw = Uint8Array.from(parts.flatMap((part) => [...part]));
  return { type: 'text/plain', raw, shown: show(Buffer.from(raw).toString('latin1')) };
}
/** The line with `bytes` at the end of its tab-separated field number `field`. */
function spoilField(line: string, field: number, bytes: Uint8Array): Uint8Array {
  const fields = line.split('\t');
  const before = new TextEncoder().encode(fields.slice(0, field + 1).join('\t'));
  const after = new TextEncoder().encode(
    field + 1 < fields.length ? `\t${fields.slice(field + 1).join('\t')}` : '',
  );
  return Uint8Array.from([...before, ...bytes, ...after]);
}

function casesOf(op: Operation): Case[] {
  const params = Object.fromEntries(
    op.parameters.map((p) => [p.name, p.name === 'id' ? idFor(op.path) : valid(p.schema, p.name)]),
  );
  if (op.id === 'changePassword') params.userId = passwordChanger.id;
  const baseBody = op.body ? (valid(op.body.schema) as Record<string, unknown>) : undefined;
  const build = (
    what: string,
    paramChange: Record<string, string | undefined> = {},
    body: Case['body'] | 'base' | null = 'base',
  ): Case => {
    const text = (name: string) =>
      name in paramChange ? paramChange[name] : params[name] === undefined ? undefined : encode(params[name]);
    let path = op.path;
    const query: [string, string][] = [];
    const headers: Record<string, string> = {};
    for (const p of op.parameters) {
      const value = text(p.name);
      if (p.in === 'path') path = path.replace(`{${p.name}}`, value ?? '');
      else if (value === undefined) continue;
      else if (p.in === 'query') query.push([p.name, value]);
      else if (p.in === 'header' && p.name !== 'If-None-Match') headers[p.name] = value;
    }
    return {
      op,
      what,
      path,
      query,
      headers,
      ...(body === 'base' ? (base ? { body: base } : {}) : body ? { body } : {}),
    };
  };
  const bodyOf = (fields: Record<string, unknown>): NonNullable<Case['body']> => {
    const type = op.body?.type ?? 'application/json';
    return type === 'multipart/form-data'
      ? { type, raw: formOf(fields), shown: show(fields) }
      : { type, raw: JSON.stringify(fields), shown: show(fields) };
  };
  const base = op.upload ? uploadBody(op.upload) : baseBody && bodyOf(baseBody);
  // A valid DELETE would remove the records every other case aims at: only hostile ones are sent.
  const cases: Case[] = op.method === 'DELETE' ? [] : [build('valid request')];
  for (const p of op.parameters) {
    if (p.name === 'If-None-Match') continue;
    for (const value of hostileText)
      cases.push(build(`${p.in} ${p.name} = ${show(value)}`, { [p.name]: value }));
    if (!p.required) continue;
    cases.push(build(`${p.in} ${p.name} missing`, { [p.name]: undefined }));
  }
  for (const { start, end, endValue } of backwardPeriods(params)) {
    cases.push({ ...build(`${end} the day before ${start}`, { [end]: endValue }), leading: true });
  }
  if (op.upload || op.body) {
    cases.push({ ...build('no body at all (no content type)', {}, null), leading: true });
  }
  if (op.upload) {
    for (const [what, bytes] of hostileBytes) {
      op.upload.forEach((line, index) => {
        line.split('\t').forEach((_, field) => {
          const spoilt = spoilField(line, field, bytes);
          const batch = op.upload?.map((other, at) => (at === index ? spoilt : other)) ?? [];
          cases.push(build(`line ${index + 1} field ${field + 1} with ${what}`, {}, uploadBody(batch)));
        });
      });
    }
    return cases;
  }
  if (!op.body || !baseBody) return cases;
  for (const { start, end, endValue } of backwardPeriods(baseBody)) {
    const backwards = bodyOf({ ...baseBody, [end]: endValue });
    cases.push({ ...build(`body ${end} the day before ${start}`, {}, backwards), leading: true });
  }
  const schema = op.body.schema;
  for (const field of Object.keys(schema.properties ?? {})) {
    for (const value of hostileJson) {
      cases.push(build(`body ${field} = ${show(value)}`, {}, bodyOf({ ...baseBody, [field]: value })));
    }
  }
  for (const field of schema.required ?? []) {
    const { [field]: _dropped, ...rest } = baseBody;
    cases.push(build(`body without required ${field}`, {}, bodyOf(rest)));
  }
  cases.push(build('body with an extra property', {}, bodyOf({ ...baseBody, fuzzExtra: 'x' })));
  const json = JSON.stringify(baseBody);
  const raw = (what: string, type: string, text: string) =>
    build(what, {}, { type, raw: text, shown: show(text) });
  cases.push(
    raw('JSON body truncated', 'application/json', json.slice(0, Math.ceil(json.length / 2))),
    raw('body is null', 'application/json', 'null'),
    raw('body is an array', 'application/json', `[${json}]`),
    raw('body is a number', 'application/json', '2147483648'),
    raw('body is not JSON', 'application/json', '{"a":'),
    raw('body nested 5000 deep', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    raw('empty body', 'application/json', ''),
    raw('body as text/plain', 'text/plain', json),
    raw('body as application/xml', 'application/xml', '<a/>'),
    raw('body as form-urlencoded', 'application/x-www-form-urlencoded', 'a=1'),
    raw('multipart without boundary', 'multipart/form-data', '--x\r\n'),
    raw(
      'multipart truncated',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ),
  );
  return cases;
}

// ---- running ------------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so a seed replays the same order. */
function random(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random(seed);
const shuffled = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
};

/** Whose session calls the operation: the owner, unless only the super admin may. */
const tokens = new Map<string, 'owner' | 'admin' | 'passwordChanger'>([
  ['changePassword', 'passwordChanger'],
]);
/** The current sessions: a password change ends the others and answers the caller's new one. */
const sessions = {
  owner: owner.token as string,
  admin: admin.token as string,
  passwordChanger: passwordChanger.token as string,
  // Renewing the meet's codes answers the new ones.
  refereeCode: platform.refereeCode as string,
  meetToken: meet.meetToken as string,
};
function adoptSession(text: string) {
  try {
    const answer = JSON.parse(text);
    if (answer?.id === owner.id && typeof answer.token === 'string') sessions.owner = answer.token;
    if (answer?.id === passwordChanger.id && typeof answer.token === 'string') {
      sessions.passwordChanger = answer.token;
    }
    if (answer?.id === meet.id && typeof answer.meetToken === 'string') {
      sessions.meetToken = answer.meetToken;
      sessions.refereeCode = answer.platforms[0].refereeCode;
    }
  } catch {
    // not JSON: no session in it
  }
}
async function send(c: Case, token: string | undefined): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { ...c.headers };
  if (token && c.op.security.includes('bearerAuth')) headers.authorization = `Bearer ${token}`;
  if (c.op.security.includes('refereeCode')) headers['X-Referee-Code'] = sessions.refereeCode;
  if (c.op.security.includes('meetToken')) headers['X-Meet-Token'] = sessions.meetToken;
  if (c.body) headers['content-type'] = c.body.type;
  if (c.body?.raw instanceof FormData) delete headers['content-type'];
  const query = c.query.map(
    ([k, v]) => `${encodeURIComponent(k)}=${v.includes('%') ? v : encodeURIComponent(v)}`,
  );
  const path = c.path.includes('%') ? c.path : c.path.replace(/[^/]+/g, (part) => encodeURIComponent(part));
  const target = `${url}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const answer = await fetch(target, {
    method: c.op.method,
    headers,
    signal: AbortSignal.timeout(10_000),
    ...(c.body && c.op.method !== 'GET' ? { body: c.body.raw } : {}),
  });
  // An event stream never ends by itself: its status is all the fuzz needs.
  if (answer.headers.get('content-type')?.startsWith('text/event-stream')) {
    await answer.body?.cancel();
    return { status: answer.status, text: '' };
  }
  return { status: answer.status, text: await answer.text() };
}

const selected = operations.filter((op) => !args.only || op.id === args.only);
if (selected.length === 0) {
  console.error(`No operation ${args.only} in the contract.`);
  process.exit(2);
}
// The valid request first, then the cases about the whole request (no body, a period backwards), so
// a short budget tries those on every operation; the rest shuffled.
const queues = selected.map((op) => {
  const cases = casesOf(op);
  const first = cases.filter((c) => c.what === 'valid request' || c.leading);
  return [...first, ...shuffled(cases.filter((c) => !first.includes(c)))];
});
const total = queues.reduce((sum, queue) => sum + queue.length, 0);
const classes = new Map<string, number>();
const failures: string[] = [];
const reached = new Set<string>();
/** Operations whose valid request was refused: their hostile cases stop at the same refusal. */
const invalidBaseline: string[] = [];
// The owner's session first; an operation only the super admin may call gets theirs.
for (const queue of queues) {
  const first = queue[0];
  if (first?.what !== 'valid request') continue;
  if (tokens.has(first.op.id)) continue;
  const probe = await send(first, sessions.owner).catch(() => ({ status: 0, text: '' }));
  adoptSession(probe.text);
  tokens.set(first.op.id, probe.status === 403 ? 'admin' : 'owner');
}
/**
 * Round-robin over the operations: the n-th case of each, then the (n+1)-th. DELETE operations come
 * after the rest (a hostile parameter that still deletes would take away what the others aim at),
 * so the budget is shared: the rest get their share of the time and of the requests, in proportion
 * to their cases, the deletes what remains. Each phase sends at least its first round (one case of
 * every operation) whatever the budget, so a short run still reaches every operation.
 */
const roundRobin = (group: Case[][]) => {
  const placedCases: { c: Case; index: number }[] = [];
  const size = group.reduce((sum, queue) => sum + queue.length, 0);
  for (let index = 0; placedCases.length < size; index++) {
    for (const queue of group) {
      const c = queue[index];
      if (c) placedCases.push({ c, index });
    }
  }
  return placedCases;
};
const isDelete = (queue: Case[]) => queue[0]?.op.method === 'DELETE';
const phases = [queues.filter((queue) => !isDelete(queue)), queues.filter(isDelete)].map((group) => ({
  order: roundRobin(group),
  firstRound: group.filter((queue) => queue.length > 0).length,
  next: 0,
}));
const [others, deletes] = phases as [(typeof phases)[number], (typeof phases)[number]];
const othersShare = others.order.length / Math.max(1, total);
const started = Date.now();
const othersUntil = started + budgetMs * othersShare;
const othersRequests = Math.floor(maxRequests * othersShare);
let tried = 0;
/** The next case to send, or undefined once the budget is spent. */
function nextCase(): { c: Case; index: number } | undefined {
  const now = Date.now();
  const withinBudget = now - started < budgetMs && tried < maxRequests;
  if (
    others.next < others.order.length &&
    (others.next < others.firstRound ||
      (now < othersUntil && others.next < othersRequests) ||
      deletes.order.length === 0)
  ) {
    if (others.next >= others.firstRound && !withinBudget) return undefined;
    return others.order[others.next++];
  }
  if (deletes.next < deletes.order.length && (deletes.next < deletes.firstRound || withinBudget)) {
    return deletes.order[deletes.next++];
  }
  return undefined;
}
async function worker() {
  for (let picked = nextCase(); picked; picked = nextCase()) {
    tried++;
    const { c, index } = picked;
    reached.add(c.op.id);
    const label = `${c.op.id} (${c.op.method} ${c.op.path}) case ${index}: ${c.what}`;
    let answer: { status: number; text: string };
    try {
      answer = await send(c, sessions[tokens.get(c.op.id) ?? 'owner']);
    } catch (error) {
      failures.push(`no answer: ${label}: ${(error as Error).message}`);
      classes.set('no answer', (classes.get('no answer') ?? 0) + 1);
      continue;
    }
    const { status, text } = answer;
    if (status < 300) adoptSession(text);
    if (c.what === 'valid request' && status >= 300) {
      invalidBaseline.push(`${c.op.id} ${status} ${text.slice(0, 160)}`);
    }
    const statusClass = `${String(status)[0]}xx`;
    classes.set(statusClass, (classes.get(statusClass) ?? 0) + 1);
    if (status >= 500) {
      const query = c.query.length
        ? `?${c.query
            .map((q) => q.join('='))
            .join('&')
            .slice(0, 200)}`
        : '';
      const body = c.body ? `\n     ${c.body.type}: ${c.body.shown}` : '';
      failures.push(`${status}: ${label}\n     ${c.op.method} ${c.path}${query}${body}`);
    }
  }
}
// A few requests in flight, so one that waits (a throttled sign-in) does not hold up the rest.
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = ((Date.now() - started) / 1000).toFixed(1);

console.log(
  `\nfuzz on ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, seed ${seed}: ${tried} of ${total} requests tried in ${seconds} s over ${reached.size} of ${selected.length} operations`,
);
console.log(
  `answers: ${[...classes.entries()]
    .sort()
    .map(([key, count]) => `${key} ${count}`)
    .join(', ')}`,
);
const missed = selected.filter((op) => !reached.has(op.id)).map((op) => op.id);
console.log(
  `operations covered ${reached.size}/${selected.length}${missed.length ? ` (not reached: ${missed.join(', ')})` : ''}`,
);
if (invalidBaseline.length) {
  console.log(`valid request refused (hostile cases stop there too): ${invalidBaseline.join('\n  ')}`);
}
for (const failure of failures) console.log(`  ${failure}`);
console.log(
  failures.length ? `${failures.length} requests answered 500 or not at all.` : 'No answer of 500.',
);

await app.close();
await rm(uploads, { recursive: true, force: true });
// Each phase sends its first round whatever the budget, so only a --requests below the number of
// operations leaves one out.
process.exit(failures.length || missed.length ? 1 : 0);
