import type { components } from '@gym/api-client';
import { describe, expect, it } from 'vitest';
import { smsOriginLabel, smsStatusView } from './sms-status.ts';

const base: components['schemas']['SmsRecord'] = {
  id: 1,
  gymId: 1,
  client: null,
  content: 'Hi',
  phone: '9801000001',
  sendDateTime: '2026-11-23T10:00:00Z',
  smsCost: 1,
  status: 'QUEUED',
  encoding: 'GSM_7',
  provider: null,
  providerMessageId: null,
  error: null,
  attempts: 0,
  refunded: false,
  reminderReason: null,
  statusNote: null,
};

describe('smsStatusView', () => {
  it('says why a message waits or failed', () => {
    expect(smsStatusView(base)).toEqual({ label: 'Queued', tone: 'neutral', detail: null });
    expect(smsStatusView({ ...base, error: 'rate limited', attempts: 1 })).toMatchObject({
      label: 'Retrying',
      detail: 'rate limited',
    });
    expect(smsStatusView({ ...base, status: 'FAILED', error: 'invalid token', refunded: true })).toEqual({
      label: 'Failed, refunded',
      tone: 'critical',
      detail: 'invalid token',
    });
  });

  it('does not pretend a delivery report where the provider gives no id', () => {
    expect(smsStatusView({ ...base, status: 'SENT' }).label).toBe('Sent (no delivery report)');
    expect(smsStatusView({ ...base, status: 'SENT', providerMessageId: 'SM1' }).label).toBe('Sent');
  });
});

describe('smsOriginLabel', () => {
  it('says which messages were automatic and why', () => {
    expect(smsOriginLabel(base)).toBeNull();
    expect(smsOriginLabel({ ...base, reminderReason: 'BEFORE_EXPIRY_3' })).toBe(
      'Automatic · 3 days before expiry',
    );
    expect(smsOriginLabel({ ...base, reminderReason: 'AFTER_EXPIRY_7' })).toBe(
      'Automatic · 7 days after expiry',
    );
    expect(smsOriginLabel({ ...base, reminderReason: 'BIRTHDAY' })).toBe('Automatic · birthday');
    expect(smsOriginLabel({ ...base, reminderReason: 'MEMBERSHIP_RENEWED' })).toBe(
      'Automatic · membership renewed',
    );
    expect(smsOriginLabel({ ...base, reminderReason: 'PAYMENT_RECEIVED' })).toBe(
      'Automatic · payment received',
    );
  });
});
