import { describe, expect, it } from 'vitest';
import { checkUserAdminValues, extendedExpiry } from './user-edit-rules.ts';

describe('the admin user form', () => {
  const values = { role: 'USER', totalSms: 10, paymentExpiryDate: '2026-01-31' };

  it('needs a whole number of SMS (negative is credit)', () => {
    expect(checkUserAdminValues(values)).toEqual({});
    expect(checkUserAdminValues({ ...values, totalSms: -5 })).toEqual({});
    expect(checkUserAdminValues({ ...values, totalSms: Number.NaN })).toEqual({
      totalSms: 'Total SMS is required.',
    });
    expect(checkUserAdminValues({ ...values, totalSms: 1.5 })).toEqual({
      totalSms: 'Total SMS must be a whole number.',
    });
  });

  it('extends a running subscription from its end, an ended one from today', () => {
    expect(extendedExpiry('2026-01-31', '2026-01-10', 1)).toBe('2026-02-28');
    expect(extendedExpiry('2026-01-10', '2026-01-10', 12)).toBe('2027-01-10');
    expect(extendedExpiry('2025-06-01', '2026-01-10', 3)).toBe('2026-04-10');
    expect(extendedExpiry(null, '2026-01-10', 1)).toBe('2026-02-10');
  });
});
