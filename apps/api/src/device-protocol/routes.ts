import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { isStorableText } from '../db/sql.ts';
import { membershipChanged } from '../memberships/changes.ts';
import { endFreezesOnPunches } from '../memberships/end-freeze.ts';
import {
  commandLine,
  deviceTimeZone,
  factsFromParameters,
  keyValues,
  OPLOG_USER_DELETED,
  type Punch,
  parseCommandResults,
  parseInfo,
  parseOperLog,
  parsePunch,
  type UploadLines,
  uploadLines,
} from './lines.ts';
import {
  claimDevice,
  forgetDeviceUser,
  type ProtocolDevice,
  recordDeviceUser,
  recordFingerprint,
  recordResults,
  storePunches,
  takeCommands,
  touchDevice,
  updateDeviceFacts,
  waitingRegistrations,
} from './queries.ts';

/** Commands handed to a device in one poll; the rest follow on the next polls. */
const COMMANDS_PER_POLL = 20;

type DeviceRequest = FastifyRequest<{
  Querystring: Record<string, string | string[] | undefined>;
  Body: UploadLines | undefined;
}>;

/** Thrown for an answer the device must see as an error: it keeps its data and sends it again. */
class Refusal extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('content-type', 'text/plain; charset=utf-8').send(body);

function queryText(request: DeviceRequest, name: string): string | undefined {
  const value = request.query[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The ZKTeco push ("iclock", ADMS) endpoints the door devices call; plain text outside the JSON
 * contract. Every call names the device by its serial number (`SN`). Two gyms may register one
 * serial; the device belongs to the registration it has claimed by uploading its claim code as a
 * device user id (a user enrolled on the device's keypad, or a punch of that user). A serial no
 * gym registered is refused; one waiting for its claim code gets its options and no commands, and
 * everything else it sends is refused (403, so the device keeps it and sends it again once
 * claimed). Any call of a claimed device marks it as seen. An answer other than 200 makes the
 * device keep what it sent, so nothing is acknowledged that was not stored: a failure of the
 * database answers 503. A line PostgreSQL cannot store (a NUL byte, bytes that are not UTF-8) would
 * fail its whole batch on every resend: it is logged and left out of the store and of the count
 * answered, and the rest of its batch is stored.
 */
export async function registerDeviceProtocol(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (iclock) => {
    // Devices send their lines as text/plain, as form data or with no content type at all; each line
    // is decoded alone, so one PostgreSQL cannot store is left out and the rest of the batch is stored.
    iclock.removeAllContentTypeParsers();
    iclock.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, uploadLines(body as Buffer)),
    );

    const route = (
      method: 'GET' | 'POST',
      url: string,
      answer: (serial: string, request: DeviceRequest, upload: UploadLines) => Promise<string>,
      logLevel?: 'warn',
    ) =>
      iclock.route({
        method,
        url,
        ...(logLevel ? { logLevel } : {}),
        handler: async (request: DeviceRequest, reply) => {
          try {
            const serial = queryText(request, 'SN')?.trim();
            if (!serial) throw new Refusal(400, 'SN is missing.');
            if (!isStorableText(serial))
              throw new Refusal(400, 'SN contains a NUL character or broken Unicode.');
            const upload = request.body ?? { lines: [], unstorable: [] };
            if (upload.unstorable.length > 0) {
              request.log.warn(
                {
                  serial,
                  table: queryText(request, 'table'),
                  notStored: upload.unstorable.length,
                  lines: upload.unstorable,
                },
                'lines holding a NUL byte or bytes that are not UTF-8, not stored',
              );
            }
            return text(reply, 200, await answer(serial, request, upload));
          } catch (error) {
            if (error instanceof Refusal) return text(reply, error.statusCode, `ERROR: ${error.message}`);
            request.log.error({ err: error }, 'device call failed');
            return text(reply, 503, 'ERROR: not stored, send again');
          }
        },
      });

    route('GET', '/iclock/cdata', async (serial) => {
      const device = (await touchDevice(ctx.db, serial)) ?? (await waitingFor(serial))[0];
      if (!device) throw unknown(serial);
      return handshake(device, serial);
    });

    route('POST', '/iclock/cdata', async (serial, request, { lines }) => {
      const table = queryText(request, 'table');
      if (table === 'ATTLOG') return `OK:${await receivePunches(serial, lines, request)}`;
      if (table === 'OPERLOG') return `OK:${await receiveOperations(serial, lines, request)}`;
      if (table === 'options') {
        const device = await claimedDevice(serial);
        const parameters = keyValues(lines.join('\n'), /[\r\n,]+/);
        await updateDeviceFacts(ctx.db, device.id, factsFromParameters(parameters));
        return 'OK';
      }
      throw new Refusal(400, `Table ${table ?? '(none)'} is not taken.`);
    });

    // Every device polls every few seconds: its polls (logged at 'warn' only) would bury the log;
    // their failures still show.
    route(
      'GET',
      '/iclock/getrequest',
      async (serial, request) => {
        const device = await touchDevice(ctx.db, serial);
        if (!device) {
          // Waiting for its claim code: nothing for it until it proves which gym it belongs to.
          if ((await waitingFor(serial)).length > 0) return 'OK';
          throw unknown(serial);
        }
        const info = queryText(request, 'INFO');
        if (info && !isStorableText(info)) request.log.warn({ serial, info }, 'INFO not storable, left out');
        else if (info) await updateDeviceFacts(ctx.db, device.id, parseInfo(info));
        const commands = await takeCommands(
          ctx.db,
          device.id,
          ctx.config.deviceCommandRetrySeconds,
          COMMANDS_PER_POLL,
        );
        return commands.length === 0
          ? 'OK'
          : commands.map((command) => commandLine(command.id, command.command)).join('\n');
      },
      'warn',
    );

    route('POST', '/iclock/devicecmd', async (serial, _request, { lines }) => {
      const device = await claimedDevice(serial);
      const { results, parameters } = parseCommandResults(lines.join('\n'));
      await ctx.db.transaction(async (tx) => {
        await recordResults(tx, device.id, results);
        await updateDeviceFacts(tx, device.id, factsFromParameters(parameters));
      });
      return 'OK';
    });
  });

  const unknown = (serial: string) => new Refusal(403, `Unknown device ${serial}.`);
  const waitingFor = (serial: string) => waitingRegistrations(ctx.db, serial);

  /**
   * The claimed device of the serial (marked as seen), or the registration waiting for a claim code
   * that is among `pins` (the device user ids of the upload), claimed now. A claimed device is
   * never handed over by a code; a serial with no registration, or none whose code came, is refused.
   */
  async function claimedDevice(serial: string, pins: readonly string[] = []): Promise<ProtocolDevice> {
    const claimed = await touchDevice(ctx.db, serial);
    if (claimed) return claimed;
    const waiting = await waitingFor(serial);
    if (waiting.length === 0) throw unknown(serial);
    const registration = waiting.find((candidate) => pins.includes(candidate.claim_code));
    if (!registration) throw new Refusal(403, `Device ${serial} is waiting for its claim code.`);
    const device = await claimDevice(ctx.db, registration);
    // Claimed by another registration meanwhile: the device sends again and meets that one.
    if (!device) throw new Refusal(503, `Device ${serial} was claimed meanwhile, send again.`);
    return device;
  }

  /** The options a device asks for when it starts, with the gym's offset so its clock stays right. */
  function handshake(device: ProtocolDevice, serial: string): string {
    return [
      `GET OPTION FROM: ${serial}`,
      'ATTLOGStamp=9999',
      'OPERLOGStamp=9999',
      'ErrorDelay=30',
      'Delay=10',
      'TransTimes=00:00;14:05',
      'TransInterval=1',
      'TransFlag=TransData AttLog\tOpLog\tEnrollUser\tChgUser\tEnrollFP\tChgFP',
      `TimeZone=${deviceTimeZone(device.time_zone)}`,
      'Realtime=1',
    ].join('\n');
  }

  /**
   * Stores every readable line (repeats once) in one statement; a device not claimed yet may claim
   * with this upload first. Answers how many lines are stored.
   */
  async function receivePunches(serial: string, lines: string[], request: DeviceRequest): Promise<number> {
    const punches: Punch[] = [];
    for (const line of lines) {
      const punch = parsePunch(line);
      if (punch) punches.push(punch);
      else request.log.warn({ serial, line }, 'ATTLOG line not readable, not stored');
    }
    if (punches.length === 0) {
      await claimedDevice(serial);
      return 0;
    }
    let stored = await storePunches(ctx.db, serial, punches);
    if (!stored.found) {
      await claimedDevice(
        serial,
        punches.map((punch) => punch.deviceUser),
      );
      stored = await storePunches(ctx.db, serial, punches);
      if (!stored.found) throw unknown(serial);
    }
    // A frozen member who got in (an offline device, a card still on it) ends their freeze.
    if (stored.frozenPunches.length > 0) await endFreezesOnPunches(ctx.db, stored.frozenPunches);
    return punches.length;
  }

  /**
   * User records, fingerprints and deletions, all in one transaction (a device not claimed yet may
   * claim with this upload first); answers the lines taken.
   */
  async function receiveOperations(serial: string, lines: string[], request: DeviceRequest): Promise<number> {
    const entries = lines.map((line) => ({ line, entry: parseOperLog(line) }));
    const device = await claimedDevice(
      serial,
      entries.flatMap(({ entry }) => ('pin' in entry && entry.pin ? [entry.pin] : [])),
    );
    await ctx.db.transaction(async (tx) => {
      const reportedClients: number[] = [];
      for (const { line, entry } of entries) {
        if (entry.kind === 'USER') {
          if (await recordDeviceUser(tx, device, entry.pin, entry.values))
            reportedClients.push(Number(entry.pin));
        } else if (entry.kind === 'FP') await recordFingerprint(tx, device, entry.pin, entry.template);
        else if (entry.kind === 'OPLOG' && entry.code === OPLOG_USER_DELETED && entry.pin)
          await forgetDeviceUser(tx, device, entry.pin);
        else if (entry.kind === 'UNKNOWN')
          request.log.warn({ deviceId: device.id, line }, 'OPERLOG line not readable');
      }
      // A user enrolled at the keypad stays on the door only while their membership lets them in.
      await membershipChanged(tx, reportedClients);
    });
    return entries.length;
  }
}
