/**
 * The text of the ZKTeco push protocol: fields within a line are separated by tabs, lines by new
 * lines. Parsing goes by key where the protocol has keys, keeps what it does not know, and reports
 * what it could not read instead of guessing.
 */
import { isStorableText } from '../db/sql.ts';

/** One ATTLOG line: `PIN\tYYYY-MM-DD hh:mm:ss\tstatus\tverify\t...` in the device's local time. */
export interface Punch {
  deviceUser: string;
  /** Local wall-clock time as the device wrote it, `YYYY-MM-DD hh:mm:ss`. */
  localTime: string;
  statusCode: number;
  verify: number | null;
  /** The fields after verify (work code and the reserved ones), tab-separated as received. */
  extra: string;
}

/** The non-empty lines of a body (CRLF or LF). */
export function linesOf(body: string): string[] {
  return body.split(/\r?\n/).filter((line) => line.trim() !== '');
}

/**
 * An upload's non-empty lines, and apart from them those PostgreSQL text cannot hold (as received,
 * undecodable bytes shown as U+FFFD, for the log).
 */
export interface UploadLines {
  lines: string[];
  unstorable: string[];
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The line's text, or undefined when its bytes are not UTF-8 or hold a NUL (PostgreSQL refuses both). */
function storableLine(bytes: Uint8Array): string | undefined {
  try {
    const line = UTF8.decode(bytes);
    return isStorableText(line) ? line : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The lines of an upload as the device sent them (bytes, CRLF or LF), each decoded alone: a line
 * with a NUL byte or bytes that are not UTF-8 is set apart, so it never keeps the rest of its
 * batch from being stored.
 */
export function uploadLines(body: Uint8Array): UploadLines {
  const upload: UploadLines = { lines: [], unstorable: [] };
  for (let start = 0; start < body.length; ) {
    const newLine = body.indexOf(0x0a, start);
    const end = newLine < 0 ? body.length : newLine;
    const bytes = body.subarray(start, end > start && body[end - 1] === 0x0d ? end - 1 : end);
    start = end + 1;
    const line = storableLine(bytes);
    if (line === undefined) upload.unstorable.push(Buffer.from(bytes).toString('utf8'));
    else if (line.trim() !== '') upload.lines.push(line);
  }
  return upload;
}

const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A wall-clock time that exists on the calendar (no 31 February, no hour 24). */
export function isWallClockTime(text: string): boolean {
  const match = TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() + 1 === month &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

const integerOrNull = (text: string | undefined) =>
  text !== undefined && /^-?\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;

/** An ATTLOG line, or undefined when it is not one (logged by the caller, never stored half-read). */
export function parsePunch(line: string): Punch | undefined {
  const [deviceUser, localTime, status, verify, ...extra] = line.split('\t').map((field) => field.trim());
  if (!deviceUser || !localTime || !isWallClockTime(localTime) || deviceUser.length > 64) return undefined;
  const statusCode = integerOrNull(status) ?? 0;
  return { deviceUser, localTime, statusCode, verify: integerOrNull(verify), extra: extra.join('\t') };
}

/** `KEY=value` fields separated by `separator`; a field without `=` is kept under its own text. */
export function keyValues(text: string, separator: string | RegExp = '\t'): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of text.split(separator)) {
    const at = field.indexOf('=');
    if (at < 0) continue;
    values.set(field.slice(0, at).trim().replace(/^~/, ''), field.slice(at + 1).trim());
  }
  return values;
}

/** An OPERLOG line: a user record, a fingerprint template, or an operation. */
export type OperLogEntry =
  | { kind: 'USER'; pin: string; values: Map<string, string> }
  | { kind: 'FP'; pin: string; fingerId: number; template: string }
  | { kind: 'OPLOG'; code: number; pin: string | undefined }
  | { kind: 'UNKNOWN'; line: string };

export function parseOperLog(line: string): OperLogEntry {
  const space = line.indexOf(' ');
  const head = space < 0 ? line : line.slice(0, space);
  const rest = space < 0 ? '' : line.slice(space + 1);
  if (head === 'USER' || head === 'FP') {
    const values = keyValues(rest);
    const pin = values.get('PIN');
    if (!pin) return { kind: 'UNKNOWN', line };
    if (head === 'USER') return { kind: 'USER', pin, values };
    const template = values.get('TMP');
    const fingerId = integerOrNull(values.get('FID'));
    if (!template || fingerId === null) return { kind: 'UNKNOWN', line };
    return { kind: 'FP', pin, fingerId, template };
  }
  if (head === 'OPLOG') {
    // OPLOG code\tadmin\ttime\tvalue1...: for user operations value1 is the user's PIN.
    const [code, , , pin] = rest.split('\t').map((field) => field.trim());
    const parsed = integerOrNull(code);
    if (parsed === null) return { kind: 'UNKNOWN', line };
    return { kind: 'OPLOG', code: parsed, pin: pin || undefined };
  }
  return { kind: 'UNKNOWN', line };
}

/** OPLOG codes the server acts on. */
export const OPLOG_USER_DELETED = 9;

/** What a device reports of itself: counts and capacities, firmware and address. */
export interface DeviceFacts {
  firmware?: string;
  ipAddress?: string;
  users?: number;
  fingers?: number;
  records?: number;
  usersCapacity?: number;
  fingersCapacity?: number;
}

/** The INFO parameter of a poll: firmware, users, fingerprints, records, IP, then algorithms and flags. */
export function parseInfo(info: string): DeviceFacts {
  const [firmware, users, fingers, records, ipAddress] = info.split(',').map((field) => field.trim());
  return withoutUnknown({
    firmware: firmware || undefined,
    users: integerOrNull(users) ?? undefined,
    fingers: integerOrNull(fingers) ?? undefined,
    records: integerOrNull(records) ?? undefined,
    ipAddress: ipAddress || undefined,
  });
}

/** Device parameters as `Key=Value` (an options upload, or the answer to an INFO command). */
export function factsFromParameters(values: Map<string, string>): DeviceFacts {
  const number = (...keys: string[]) => {
    for (const key of keys) {
      const value = integerOrNull(values.get(key));
      if (value !== null) return value;
    }
    return undefined;
  };
  return withoutUnknown({
    firmware: values.get('FWVersion') || values.get('FirmVer') || undefined,
    ipAddress: values.get('IPAddress') || undefined,
    users: number('UserCount'),
    fingers: number('FPCount', 'FingerCount'),
    records: number('TransactionCount', 'AttLogCount'),
    usersCapacity: number('MaxUserCount'),
    fingersCapacity: number('MaxFingerCount'),
  });
}

function withoutUnknown(facts: DeviceFacts): DeviceFacts {
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
}

/** A device's result of one command: `ID=104&Return=0&CMD=ENROLL_FP`. */
export interface CommandResult {
  id: number;
  returnCode: number;
  command: string;
  line: string;
}

/**
 * The results in a devicecmd body, and the `Key=Value` lines some results carry (an INFO command's
 * parameters follow its result line).
 */
export function parseCommandResults(body: string): {
  results: CommandResult[];
  parameters: Map<string, string>;
} {
  const results: CommandResult[] = [];
  const parameters = new Map<string, string>();
  for (const line of linesOf(body)) {
    const fields = new URLSearchParams(line.trim());
    const id = integerOrNull(fields.get('ID') ?? undefined);
    const returnCode = integerOrNull(fields.get('Return') ?? undefined);
    if (id !== null && returnCode !== null) {
      results.push({ id, returnCode, command: fields.get('CMD') ?? '', line: line.trim() });
    } else {
      for (const [key, value] of keyValues(line, /[\t,]/)) parameters.set(key, value);
    }
  }
  return { results, parameters };
}

/**
 * A queued command as one protocol line: a new line or carriage return (or any other control
 * character but the field tab) inside it would start a second command, so each becomes a space.
 */
export function commandLine(id: number, command: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is cleaned
  return `C:${id}:${command.replace(/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/g, ' ')}`;
}

/**
 * The TimeZone option for a gym's zone: whole hours as hours, otherwise minutes (the device reads a
 * value above 60 as minutes): 345 for Asia/Kathmandu, 330 for Asia/Kolkata, 1 for Europe/Paris in winter.
 */
export function deviceTimeZone(timeZone: string, now: Date = new Date()): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1);
  return minutes % 60 === 0 ? minutes / 60 : minutes;
}
