import { describe, expect, it } from 'vitest';
import { daysUntilDue, validateProfile } from './profile-rules.ts';

describe('days until payment due', () => {
  it('counts the days left, today included as 0', () => {
    expect(daysUntilDue('2026-12-23', '2026-11-23')).toBe('30 days');
    expect(daysUntilDue('2026-11-24', '2026-11-23')).toBe('1 day');
    expect(daysUntilDue('2026-11-23', '2026-11-23')).toBe('0 days');
  });

  it("says 'Expired' once the date has passed", () => {
    expect(daysUntilDue('2026-11-22', '2026-11-23')).toBe('Expired');
  });

  it('has nothing to count without a date', () => {
    expect(daysUntilDue(null, '2026-11-23')).toBe('-');
  });
});

describe('the profile form', () => {
  const valid = { name: 'Asha', phone: '9800000002', address: '', country: 'NP', district: '' } as const;

  it('needs a name and a phone', () => {
    expect(validateProfile({ ...valid, name: ' ', phone: '' })).toEqual({
      name: 'Name is required.',
      phone: 'Phone is required.',
    });
  });

  it('needs a 10-digit phone', () => {
    expect(validateProfile({ ...valid, phone: '98000' })).toEqual({
      phone: 'Phone number must be exactly 10 digits.',
    });
  });

  it('passes a complete form', () => {
    expect(validateProfile(valid)).toEqual({});
  });
});
