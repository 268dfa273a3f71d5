import type { components } from '@gym/api-client';
import type { BadgeTone } from '@gym/ui';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import type { Device } from './device-form-rules.ts';

export type DeviceCommand = components['schemas']['DeviceCommand'];

const TEXT = defineMessages({
  online: { defaultMessage: 'Online', description: 'A door device that calls in' },
  offline: { defaultMessage: 'Offline', description: 'A door device that stopped calling in' },
  waitingForClaim: { defaultMessage: 'Waiting for claim code', description: 'A door device not yet claimed' },
  cardSent: { defaultMessage: 'Card enrolment sent: the device will start it within seconds.' },
  fingerprintSent: { defaultMessage: 'Fingerprint enrolment sent: the device will start it within seconds.' },
  cardQueued: { defaultMessage: 'Card enrolment queued: the device will start it when it next connects.' },
  fingerprintQueued: {
    defaultMessage: 'Fingerprint enrolment queued: the device will start it when it next connects.',
  },
  done: { defaultMessage: 'Done', description: 'A device command that succeeded' },
  badParameters: { defaultMessage: 'Bad parameters', description: 'A device’s answer to a command' },
  noSuchUser: { defaultMessage: 'No such user on the device' },
  deviceFull: { defaultMessage: 'Device full (capacity reached)' },
  notSupported: { defaultMessage: 'Command not supported by this firmware' },
  busy: { defaultMessage: 'Device busy' },
  alreadyEnrolled: { defaultMessage: 'Fingerprint already enrolled' },
  enrolmentFailed: { defaultMessage: 'Enrolment failed' },
  enrolmentCancelled: { defaultMessage: 'Enrolment cancelled on the device' },
  addUser: {
    defaultMessage: 'Add user {pin}',
    description: 'A device command; {pin} is the client’s number',
  },
  removeUser: { defaultMessage: 'Remove user {pin}' },
  copyFingerprint: { defaultMessage: 'Copy fingerprint of user {pin}' },
  enrolFingerprint: { defaultMessage: 'Enrol fingerprint of user {pin}' },
  enrolCard: { defaultMessage: 'Enrol card of user {pin}' },
  waitingForDevice: { defaultMessage: 'Waiting for the device' },
  sentNoAnswer: {
    defaultMessage: 'Sent {attempts, plural, one {# time} other {# times}}, no answer yet',
    description: 'A device command sent and not answered',
  },
  failed: { defaultMessage: 'Failed', description: 'A device command that failed' },
  unknownCode: { defaultMessage: 'Unknown code', description: 'A device’s result code we do not know' },
  withCode: {
    defaultMessage: '{meaning} (code {code})',
    description: 'A device’s answer and its result code',
  },
});

/** How the device's connection reads on its card and page. */
export function connectionBadge(device: Pick<Device, 'connection'>): { label: string; tone: BadgeTone } {
  switch (device.connection) {
    case 'ONLINE':
      return { label: translate(TEXT.online), tone: 'success' };
    case 'OFFLINE':
      return { label: translate(TEXT.offline), tone: 'critical' };
    default:
      return { label: translate(TEXT.waitingForClaim), tone: 'warning' };
  }
}

/**
 * What a remote enrolment's answer means for the person at the desk: nothing is enrolled yet, the
 * device starts it at its next poll, which is at once only when it is online.
 */
export function enrolmentQueued(thing: 'Card' | 'Fingerprint', connection: Device['connection']): string {
  const card = thing === 'Card';
  if (connection === 'ONLINE') return translate(card ? TEXT.cardSent : TEXT.fingerprintSent);
  return translate(card ? TEXT.cardQueued : TEXT.fingerprintQueued);
}

/** The ZKTeco push protocol's result codes, as the reference gives them. */
const RESULT_MEANINGS: Readonly<Record<number, Message>> = {
  0: TEXT.done,
  [-1]: TEXT.badParameters,
  [-10]: TEXT.noSuchUser,
  [-1001]: TEXT.deviceFull,
  [-1002]: TEXT.notSupported,
  [-1005]: TEXT.busy,
};

/** ENROLL_FP answers with codes of its own. */
const FINGERPRINT_MEANINGS: Readonly<Record<number, Message>> = {
  2: TEXT.alreadyEnrolled,
  4: TEXT.enrolmentFailed,
  6: TEXT.enrolmentCancelled,
};

/** What a command asks, in a few words: 'Add user 12', 'Remove user 12', 'Enrol fingerprint 12'. */
export function commandSummary(command: Pick<DeviceCommand, 'command'>): string {
  const pin = /PIN=(\S+)/.exec(command.command)?.[1] ?? '';
  const verbs: [string, Message][] = [
    ['DATA UPDATE USERINFO', TEXT.addUser],
    ['DATA DELETE USERINFO', TEXT.removeUser],
    ['DATA UPDATE FINGERTMP', TEXT.copyFingerprint],
    ['ENROLL_FP', TEXT.enrolFingerprint],
    ['ENROLL_MF', TEXT.enrolCard],
  ];
  const known = verbs.find(([prefix]) => command.command.startsWith(prefix));
  if (known) return translate(known[1], { pin }).trim();
  return command.command.split(/[\t ]/, 1)[0] ?? command.command;
}

/** Where a command stands, with the device's result code and its meaning once it answered. */
export function commandOutcome(
  command: Pick<DeviceCommand, 'command' | 'status' | 'returnCode' | 'attempts'>,
): string {
  if (command.status === 'PENDING') return translate(TEXT.waitingForDevice);
  if (command.status === 'SENT') return translate(TEXT.sentNoAnswer, { attempts: command.attempts });
  const code = command.returnCode;
  if (code === null) return translate(command.status === 'DONE' ? TEXT.done : TEXT.failed);
  const meaning =
    (command.command.startsWith('ENROLL_FP') ? FINGERPRINT_MEANINGS[code] : undefined) ??
    RESULT_MEANINGS[code] ??
    TEXT.unknownCode;
  return translate(TEXT.withCode, { meaning: translate(meaning), code });
}
