import type { components } from '@gym/api-client';
import type { BadgeTone } from '@gym/ui';
import type { Device } from './device-form-rules.ts';

export type DeviceCommand = components['schemas']['DeviceCommand'];

/** How the device's connection reads on its card and page. */
export function connectionBadge(device: Pick<Device, 'connection'>): { label: string; tone: BadgeTone } {
  switch (device.connection) {
    case 'ONLINE':
      return { label: 'Online', tone: 'success' };
    case 'OFFLINE':
      return { label: 'Offline', tone: 'critical' };
    default:
      return { label: 'Waiting for claim code', tone: 'warning' };
  }
}

/**
 * What a remote enrolment's answer means for the person at the desk: nothing is enrolled yet, the
 * device starts it at its next poll, which is at once only when it is online.
 */
export function enrolmentQueued(thing: 'Card' | 'Fingerprint', connection: Device['connection']): string {
  if (connection === 'ONLINE') return `${thing} enrolment sent: the device will start it within seconds.`;
  return `${thing} enrolment queued: the device will start it when it next connects.`;
}

/** The ZKTeco push protocol's result codes, as the reference gives them. */
const RESULT_MEANINGS: Readonly<Record<number, string>> = {
  0: 'Done',
  [-1]: 'Bad parameters',
  [-10]: 'No such user on the device',
  [-1001]: 'Device full (capacity reached)',
  [-1002]: 'Command not supported by this firmware',
  [-1005]: 'Device busy',
};

/** ENROLL_FP answers with codes of its own. */
const FINGERPRINT_MEANINGS: Readonly<Record<number, string>> = {
  2: 'Fingerprint already enrolled',
  4: 'Enrolment failed',
  6: 'Enrolment cancelled on the device',
};

/** What a command asks, in a few words: 'Add user 12', 'Remove user 12', 'Enrol fingerprint 12'. */
export function commandSummary(command: Pick<DeviceCommand, 'command'>): string {
  const pin = /PIN=(\S+)/.exec(command.command)?.[1] ?? '';
  const verbs: [string, string][] = [
    ['DATA UPDATE USERINFO', 'Add user'],
    ['DATA DELETE USERINFO', 'Remove user'],
    ['DATA UPDATE FINGERTMP', 'Copy fingerprint of user'],
    ['ENROLL_FP', 'Enrol fingerprint of user'],
    ['ENROLL_MF', 'Enrol card of user'],
  ];
  const known = verbs.find(([prefix]) => command.command.startsWith(prefix));
  if (known) return `${known[1]} ${pin}`.trim();
  return command.command.split(/[\t ]/, 1)[0] ?? command.command;
}

/** Where a command stands, with the device's result code and its meaning once it answered. */
export function commandOutcome(
  command: Pick<DeviceCommand, 'command' | 'status' | 'returnCode' | 'attempts'>,
): string {
  if (command.status === 'PENDING') return 'Waiting for the device';
  if (command.status === 'SENT') {
    return `Sent ${command.attempts} ${command.attempts === 1 ? 'time' : 'times'}, no answer yet`;
  }
  const code = command.returnCode;
  if (code === null) return command.status === 'DONE' ? 'Done' : 'Failed';
  const meaning =
    (command.command.startsWith('ENROLL_FP') ? FINGERPRINT_MEANINGS[code] : undefined) ??
    RESULT_MEANINGS[code] ??
    'Unknown code';
  return `${meaning} (code ${code})`;
}
