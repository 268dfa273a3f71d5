import { randomBytes, randomInt } from 'node:crypto';
import { keyValues, linesOf } from '../../src/device-protocol/lines.ts';

/** A user as the simulated device holds it. */
export interface SimulatedUser {
  pin: string;
  name: string;
  privilege: number;
  password: string;
  card: string;
  /** Fingerprint templates by finger id. */
  fingers: Map<number, string>;
}

export interface SimulatorOptions {
  serial: string;
  /** The server, e.g. http://localhost:3000 */
  url: string;
  firmware?: string;
  usersCapacity?: number;
  fingersCapacity?: number;
}

/** A command as the device received it and what it answered. */
export interface ExecutedCommand {
  id: number;
  command: string;
  returnCode: number;
}

/** Return codes of the protocol. */
const DONE = 0;
const BAD_PARAMETERS = -1;
const NO_SUCH_USER = -10;
const CAPACITY_REACHED = -1001;
const ALREADY_EXISTS = 2;

/**
 * A door device speaking the ZKTeco push protocol like a K40 Pro: it asks for its options, polls
 * for commands and executes them against its own user table, reports each result, and uploads its
 * punches and user changes. What the server did not confirm with 200 (or whose answer was lost)
 * stays queued and is sent again, as a real device does.
 */
export class DeviceSimulator {
  readonly users = new Map<string, SimulatedUser>();
  readonly executed: ExecutedCommand[] = [];
  /** The TimeZone option of the last handshake. */
  timeZone: number | undefined;
  private records = 0;
  private punchLines: string[] = [];
  private operationLines: string[] = [];
  private resultLines: string[] = [];
  private readonly options: Required<SimulatorOptions>;

  constructor(options: SimulatorOptions) {
    this.options = {
      firmware: 'Ver 8.0.4.7-20230615',
      usersCapacity: 3000,
      fingersCapacity: 3000,
      ...options,
      url: options.url.replace(/\/$/, ''),
    };
  }

  /** Punches and user changes not yet confirmed by the server. */
  get unsent(): { punches: number; operations: number; results: number } {
    return {
      punches: this.punchLines.length,
      operations: this.operationLines.length,
      results: this.resultLines.length,
    };
  }

  private address(path: string, query: Record<string, string> = {}): string {
    return `${this.options.url}${path}?${new URLSearchParams({ SN: this.options.serial, ...query })}`;
  }

  private async call(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: string) {
    const response = await fetch(this.address(path, query), {
      method,
      ...(body === undefined ? {} : { body, headers: { 'content-type': 'text/plain' } }),
    });
    return { status: response.status, text: await response.text() };
  }

  /** Asks for the options; throws when the server refuses the device. */
  async handshake(): Promise<Map<string, string>> {
    const answer = await this.call('GET', '/iclock/cdata', {
      options: 'all',
      pushver: '2.4.1',
      language: '69',
    });
    if (answer.status !== 200) throw new Error(`handshake refused (${answer.status}): ${answer.text}`);
    const options = keyValues(answer.text, '\n');
    const zone = options.get('TimeZone');
    this.timeZone = zone === undefined ? undefined : Number(zone);
    return options;
  }

  /**
   * The device's clock, `YYYY-MM-DD hh:mm:ss`: UTC (from the server's Date header) moved by the
   * handshake's TimeZone, hours, or minutes when above 60.
   */
  clock(now: Date = new Date()): string {
    const zone = this.timeZone ?? 0;
    const minutes = Math.abs(zone) > 60 ? zone : zone * 60;
    return new Date(now.getTime() + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  }

  /** Someone punched: `localTime` is the device's clock, `YYYY-MM-DD hh:mm:ss`. */
  punch(pin: string, localTime: string, status = 0, verify = 1): void {
    this.punchLines.push([pin, localTime, status, verify, 0, 0, 0].join('\t'));
    this.records++;
  }

  /**
   * Sends the waiting punches; they stay waiting unless the server answers `OK:<all of them>`.
   * `loseAnswer` sends them but drops the answer, as a broken connection would.
   */
  uploadPunches(options: { loseAnswer?: boolean } = {}) {
    return this.upload('ATTLOG', 'punchLines', options);
  }

  /** Sends the waiting user records and fingerprints (enrolments made on the device). */
  uploadOperations(options: { loseAnswer?: boolean } = {}) {
    return this.upload('OPERLOG', 'operationLines', options);
  }

  private async upload(table: string, queue: 'punchLines' | 'operationLines', { loseAnswer = false }) {
    const batch = [...this[queue]];
    if (batch.length === 0) return undefined;
    const answer = await this.call(
      'POST',
      '/iclock/cdata',
      { table, Stamp: '9999' },
      `${batch.join('\n')}\n`,
    );
    if (!loseAnswer && answer.status === 200 && answer.text.trim() === `OK:${batch.length}`)
      this[queue] = this[queue].slice(batch.length);
    return answer;
  }

  /**
   * The owner keys the gym's claim code into the device as a new user's ID: the user record is
   * uploaded with the next operations, which claims the device for that gym.
   */
  enrolClaimCode(code: string): void {
    this.enrolAtKeypad(code, 'Claim');
  }

  /** A user enrolled on the device's own keypad: on the device, and uploaded with the next operations. */
  enrolAtKeypad(pin: string, name: string): void {
    this.users.set(pin, { pin, name, privilege: 0, password: '', card: '', fingers: new Map() });
    this.reportUser(pin);
  }

  /** Adds a user record to be uploaded, as a user enrolled on the device's own keypad would be. */
  reportUser(pin: string): void {
    const user = this.users.get(pin);
    if (!user) throw new Error(`no user ${pin} on the device`);
    this.operationLines.push(
      `USER PIN=${user.pin}\tName=${user.name}\tPri=${user.privilege}\tPasswd=${user.password}\tCard=${user.card}\tGrp=1`,
    );
  }

  /**
   * Polls for commands, executes them in order and reports their results (kept and sent again when
   * the server does not take them). Answers the commands executed in this poll. `loseAnswer` drops
   * the server's answer, as a broken connection would: the commands it handed out never arrive.
   */
  async poll({ loseAnswer = false } = {}): Promise<ExecutedCommand[]> {
    const fingers = [...this.users.values()].reduce((sum, user) => sum + user.fingers.size, 0);
    const info = [
      this.options.firmware,
      this.users.size,
      fingers,
      this.records,
      '192.168.1.201',
      10,
      7,
      15,
      0,
      '1,1,1',
    ]
      .map(String)
      .join(',');
    const answer = await this.call('GET', '/iclock/getrequest', { INFO: info });
    if (answer.status !== 200) throw new Error(`poll refused (${answer.status}): ${answer.text}`);
    if (loseAnswer) return [];
    const done: ExecutedCommand[] = [];
    for (const line of linesOf(answer.text)) {
      const match = /^C:(\d+):(.*)$/.exec(line);
      if (!match) continue;
      const executed = this.execute(Number(match[1]), match[2] ?? '');
      done.push(executed);
      this.executed.push(executed);
    }
    await this.sendResults();
    return done;
  }

  private async sendResults(): Promise<void> {
    if (this.resultLines.length === 0) return;
    const batch = [...this.resultLines];
    const answer = await this.call('POST', '/iclock/devicecmd', {}, `${batch.join('\n')}\n`);
    if (answer.status === 200) this.resultLines = this.resultLines.slice(batch.length);
  }

  /** One poll cycle: punches, user changes, then commands. */
  async sync(options: { loseAnswer?: boolean } = {}): Promise<void> {
    await this.uploadPunches(options);
    await this.uploadOperations(options);
    await this.poll();
  }

  private execute(id: number, command: string): ExecutedCommand {
    const verb = command.split(' ', 1)[0] ?? '';
    let returnCode: number;
    const extra: string[] = [];
    if (command.startsWith('DATA UPDATE USERINFO ')) returnCode = this.putUser(keyValues(command.slice(21)));
    else if (command.startsWith('DATA DELETE USERINFO '))
      returnCode = this.deleteUser(keyValues(command.slice(21)));
    else if (command.startsWith('DATA UPDATE FINGERTMP '))
      returnCode = this.putFinger(keyValues(command.slice(22)));
    else if (verb === 'ENROLL_FP') returnCode = this.enrolFinger(keyValues(command.slice(10)));
    else if (verb === 'ENROLL_MF') returnCode = this.enrolCard(keyValues(command.slice(10)));
    else if (verb === 'INFO') {
      returnCode = DONE;
      const fingers = [...this.users.values()].reduce((sum, user) => sum + user.fingers.size, 0);
      extra.push(
        `~DeviceName=K40 Pro\tFWVersion=${this.options.firmware}\tUserCount=${this.users.size}\tFPCount=${fingers}`,
        `TransactionCount=${this.records}\tMaxUserCount=${this.options.usersCapacity}\tMaxFingerCount=${this.options.fingersCapacity}`,
      );
    } else if (command === 'CLEAR LOG') {
      this.records = 0;
      returnCode = DONE;
    } else if (['CHECK', 'LOG', 'REBOOT'].includes(command)) returnCode = DONE;
    else returnCode = BAD_PARAMETERS;
    this.resultLines.push(`ID=${id}&Return=${returnCode}&CMD=${encodeURIComponent(verb)}`, ...extra);
    return { id, command, returnCode };
  }

  private putUser(fields: Map<string, string>): number {
    const pin = fields.get('PIN');
    if (!pin || fields.size < 2) return BAD_PARAMETERS;
    const existing = this.users.get(pin);
    if (!existing && this.users.size >= this.options.usersCapacity) return CAPACITY_REACHED;
    this.users.set(pin, {
      pin,
      name: fields.get('Name') ?? existing?.name ?? '',
      privilege: Number(fields.get('Pri') ?? existing?.privilege ?? 0),
      password: fields.get('Passwd') ?? existing?.password ?? '',
      card: fields.get('Card') ?? existing?.card ?? '',
      fingers: existing?.fingers ?? new Map(),
    });
    return DONE;
  }

  private deleteUser(fields: Map<string, string>): number {
    const pin = fields.get('PIN');
    if (!pin) return BAD_PARAMETERS;
    return this.users.delete(pin) ? DONE : NO_SUCH_USER;
  }

  private putFinger(fields: Map<string, string>): number {
    const user = this.users.get(fields.get('PIN') ?? '');
    const template = fields.get('TMP');
    if (!user) return NO_SUCH_USER;
    if (!template) return BAD_PARAMETERS;
    user.fingers.set(Number(fields.get('FID') ?? 0), template);
    return DONE;
  }

  /** The member puts a finger on the sensor: a new template, uploaded with the next operations. */
  private enrolFinger(fields: Map<string, string>): number {
    const user = this.users.get(fields.get('PIN') ?? '');
    if (!user) return NO_SUCH_USER;
    const fingerId = Number(fields.get('FID') ?? 0);
    if (user.fingers.has(fingerId) && fields.get('OVERWRITE') !== '1') return ALREADY_EXISTS;
    const template = randomBytes(48).toString('base64');
    user.fingers.set(fingerId, template);
    this.operationLines.push(
      `FP PIN=${user.pin}\tFID=${fingerId}\tSize=${template.length}\tValid=1\tTMP=${template}`,
    );
    return DONE;
  }

  /** The member holds a card to the reader: its number goes on the user and is uploaded. */
  private enrolCard(fields: Map<string, string>): number {
    const user = this.users.get(fields.get('PIN') ?? '');
    if (!user) return NO_SUCH_USER;
    user.card = String(randomInt(1_000_000_000, 4_000_000_000));
    this.reportUser(user.pin);
    return DONE;
  }
}
