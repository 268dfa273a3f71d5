import { describe, expect, it } from 'vitest';
import {
  commandLine,
  deviceTimeZone,
  factsFromParameters,
  isWallClockTime,
  keyValues,
  parseCommandResults,
  parseInfo,
  parseOperLog,
  parsePunch,
  uploadLines,
} from '../src/device-protocol/lines.ts';

describe('the ZKTeco push protocol lines', () => {
  it.each([
    ['Asia/Kathmandu', 345],
    ['Asia/Kolkata', 330],
    ['Asia/Colombo', 330],
    ['UTC', 0],
    ['America/St_Johns', -210],
  ])('gives %s the TimeZone option %d', (zone, option) => {
    expect(deviceTimeZone(zone, new Date('2026-01-15T00:00:00Z'))).toBe(option);
  });

  it('follows daylight saving: whole hours as hours', () => {
    expect(deviceTimeZone('Europe/London', new Date('2026-01-15T00:00:00Z'))).toBe(0);
    expect(deviceTimeZone('Europe/London', new Date('2026-07-15T00:00:00Z'))).toBe(1);
  });

  it('reads a punch by position, keeping the fields it does not know', () => {
    expect(parsePunch('1001\t2026-03-05 07:00:00\t1\t15\t0\t0\t0\tEXTRA')).toEqual({
      deviceUser: '1001',
      localTime: '2026-03-05 07:00:00',
      statusCode: 1,
      verify: 15,
      extra: '0\t0\t0\tEXTRA',
    });
    expect(parsePunch('1001\t2026-03-05 07:00:00')).toMatchObject({ statusCode: 0, verify: null, extra: '' });
  });

  it.each([
    '',
    'garbage',
    '1001\t2026-02-30 07:00:00\t0\t1',
    '1001\t2026-03-05 24:00:00\t0\t1',
    '1001\t2026-03-05T07:00:00\t0\t1',
    `${'9'.repeat(65)}\t2026-03-05 07:00:00\t0\t1`,
  ])('refuses the unreadable punch %j', (line) => {
    expect(parsePunch(line)).toBeUndefined();
  });

  it('sets apart the lines of an upload PostgreSQL text cannot hold: a NUL byte, bytes not UTF-8', () => {
    const body = Buffer.concat([
      Buffer.from('1001\t2026-03-05 07:00:00\r\n\r\n'),
      Buffer.from('1002\t2026-03-05 07:01:00\u0000\n'),
      Buffer.from([0x31, 0xff, 0x0a]),
      Buffer.from([0xed, 0xa0, 0x80, 0x0d, 0x0a]),
      Buffer.from('USER PIN=7\tName=राम\n  \nOPLOG 9'),
    ]);
    expect(uploadLines(body)).toEqual({
      lines: ['1001\t2026-03-05 07:00:00', 'USER PIN=7\tName=राम', 'OPLOG 9'],
      unstorable: ['1002\t2026-03-05 07:01:00\u0000', '1\ufffd', '\ufffd\ufffd\ufffd'],
    });
    expect(uploadLines(Buffer.alloc(0))).toEqual({ lines: [], unstorable: [] });
  });

  it('checks wall-clock times against the calendar', () => {
    expect(isWallClockTime('2028-02-29 23:59:59')).toBe(true);
    expect(isWallClockTime('2026-02-29 00:00:00')).toBe(false);
  });

  it('reads user records, fingerprints and operations by key', () => {
    const user = parseOperLog('USER PIN=7\tName=Ram\tPri=14\tPasswd=\tCard=[15CD5B07]\tGrp=1\tNew=x');
    expect(user.kind === 'USER' && Object.fromEntries(user.values)).toEqual({
      PIN: '7',
      Name: 'Ram',
      Pri: '14',
      Passwd: '',
      Card: '[15CD5B07]',
      Grp: '1',
      New: 'x',
    });
    expect(parseOperLog('FP PIN=7\tFID=3\tSize=4\tValid=1\tTMP=AAAA')).toEqual({
      kind: 'FP',
      pin: '7',
      fingerId: 3,
      template: 'AAAA',
    });
    expect(parseOperLog('OPLOG 9\t0\t2026-03-05 07:00:00\t7\t0\t0\t0')).toEqual({
      kind: 'OPLOG',
      code: 9,
      pin: '7',
    });
    expect(parseOperLog('FP PIN=7\tFID=x')).toEqual({ kind: 'UNKNOWN', line: 'FP PIN=7\tFID=x' });
  });

  it('reads the counts of INFO and of device parameters', () => {
    expect(parseInfo('Ver 8.0.4.7,12,10,345,192.168.1.201,10,7,15,0,1,1,1')).toEqual({
      firmware: 'Ver 8.0.4.7',
      users: 12,
      fingers: 10,
      records: 345,
      ipAddress: '192.168.1.201',
    });
    expect(parseInfo(',x,,')).toEqual({});
    expect(factsFromParameters(keyValues('~MaxUserCount=3000,MaxFingerCount=5000,UserCount=3', ','))).toEqual(
      {
        usersCapacity: 3000,
        fingersCapacity: 5000,
        users: 3,
      },
    );
  });

  it('reads command results and the parameters after them', () => {
    const { results, parameters } = parseCommandResults(
      'ID=104&Return=-1001&CMD=DATA\r\nID=105&Return=0&CMD=INFO\nUserCount=5\tFPCount=2\nnoise\n',
    );
    expect(results).toEqual([
      { id: 104, returnCode: -1001, command: 'DATA', line: 'ID=104&Return=-1001&CMD=DATA' },
      { id: 105, returnCode: 0, command: 'INFO', line: 'ID=105&Return=0&CMD=INFO' },
    ]);
    expect(Object.fromEntries(parameters)).toEqual({ UserCount: '5', FPCount: '2' });
  });

  it('keeps a command on one line whatever its text holds', () => {
    expect(commandLine(7, 'DATA UPDATE USERINFO PIN=1\tName=A\r\nC:8:REBOOT\u2028x')).toBe(
      'C:7:DATA UPDATE USERINFO PIN=1\tName=A  C:8:REBOOT x',
    );
  });
});
