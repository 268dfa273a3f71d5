import { describe, expect, it } from 'vitest';
import { clientDisplayName } from './client-name.ts';
import { membershipLabel } from './dates.ts';
import { formatMoney, formatThousands } from './money.ts';
import { paymentTypeLabel } from './payment-type.ts';

describe("a client's name", () => {
  it("is trimmed, and 'Unnamed Client' when blank or missing", () => {
    expect(clientDisplayName(' Sita Rai ')).toBe('Sita Rai');
    expect(clientDisplayName('  ')).toBe('Unnamed Client');
    expect(clientDisplayName(null)).toBe('Unnamed Client');
    expect(clientDisplayName(undefined)).toBe('Unnamed Client');
  });
});

describe('money formatting', () => {
  it('shows rupees with South Asian grouping', () => {
    expect(formatMoney(1500)).toBe('Rs 1,500');
    expect(formatMoney(100000.5)).toBe('Rs 1,00,000.50');
    expect(formatMoney(-250, 'INR')).toBe('-₹ 250');
    expect(formatMoney(100000, 'LKR')).toBe('Rs 100,000');
    expect(formatMoney(1234.5, 'AUD')).toBe('A$ 1,234.50');
    expect(formatMoney(2500, 'LKR')).toBe('Rs 2,500');
  });

  it('writes chart amounts in thousands', () => {
    expect(formatThousands(12500)).toBe('12.5k');
    expect(formatThousands(0)).toBe('0.0k');
  });
});

describe('membership labels', () => {
  it('labels memberships as days left or days expired (plus one)', () => {
    expect(membershipLabel('2026-11-22', '2026-11-22')).toEqual({ text: '0 days left', tone: 'success' });
    expect(membershipLabel('2026-12-01', '2026-11-22')).toEqual({ text: '9 days left', tone: 'success' });
    expect(membershipLabel('2026-11-21', '2026-11-22')).toEqual({ text: '2 days expired', tone: 'critical' });
  });
});

describe('payment types', () => {
  it("read as words, never as the server's codes", () => {
    expect(paymentTypeLabel('BANK_TRANSFER')).toBe('Bank Transfer');
    expect(paymentTypeLabel('CASH')).toBe('Cash');
    expect(paymentTypeLabel('ESEWA')).toBe('eSewa');
    expect(paymentTypeLabel('MOBILE_WALLET')).toBe('Mobile Wallet');
  });
});
