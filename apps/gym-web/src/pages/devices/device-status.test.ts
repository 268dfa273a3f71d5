import { describe, expect, it } from 'vitest';
import { commandOutcome, commandSummary, connectionBadge, enrolmentQueued } from './device-status.ts';

describe('the device status', () => {
  it('reads the connection as Online, Offline or Waiting for claim code', () => {
    expect(connectionBadge({ connection: 'ONLINE' })).toEqual({ label: 'Online', tone: 'success' });
    expect(connectionBadge({ connection: 'OFFLINE' })).toEqual({ label: 'Offline', tone: 'critical' });
    expect(connectionBadge({ connection: 'WAITING_FOR_CLAIM' })).toEqual({
      label: 'Waiting for claim code',
      tone: 'warning',
    });
  });

  it('names what a command asks of the device', () => {
    expect(commandSummary({ command: 'DATA UPDATE USERINFO PIN=12\tName=Asha\tPri=0' })).toBe('Add user 12');
    expect(commandSummary({ command: 'DATA DELETE USERINFO PIN=12' })).toBe('Remove user 12');
    expect(commandSummary({ command: 'ENROLL_FP PIN=7\tFID=0\tRETRY=3' })).toBe(
      'Enrol fingerprint of user 7',
    );
    expect(commandSummary({ command: 'REBOOT' })).toBe('REBOOT');
  });

  it("gives the device's result code with its meaning, and ENROLL_FP's own codes", () => {
    const failed = { command: 'DATA UPDATE USERINFO PIN=1', status: 'FAILED', attempts: 1 } as const;
    expect(commandOutcome({ ...failed, returnCode: -1001 })).toBe(
      'Device full (capacity reached) (code -1001)',
    );
    expect(commandOutcome({ ...failed, returnCode: -10 })).toBe('No such user on the device (code -10)');
    expect(commandOutcome({ ...failed, returnCode: 2 })).toBe('Unknown code (code 2)');
    expect(commandOutcome({ ...failed, command: 'ENROLL_FP PIN=1', returnCode: 2 })).toBe(
      'Fingerprint already enrolled (code 2)',
    );
    expect(commandOutcome({ ...failed, status: 'PENDING', returnCode: null, attempts: 0 })).toBe(
      'Waiting for the device',
    );
    expect(commandOutcome({ ...failed, status: 'SENT', returnCode: null, attempts: 2 })).toBe(
      'Sent 2 times, no answer yet',
    );
  });
});

describe('a remote enrolment queued', () => {
  it('says it waits for a device that is not online, and that an online one starts it at once', () => {
    expect(enrolmentQueued('Fingerprint', 'WAITING_FOR_CLAIM')).toBe(
      'Fingerprint enrolment queued: the device will start it when it next connects.',
    );
    expect(enrolmentQueued('Card', 'OFFLINE')).toBe(
      'Card enrolment queued: the device will start it when it next connects.',
    );
    expect(enrolmentQueued('Fingerprint', 'ONLINE')).toBe(
      'Fingerprint enrolment sent: the device will start it within seconds.',
    );
  });
});
