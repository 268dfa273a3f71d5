import { describe, expect, it } from 'vitest';
import { clientDisplayName } from './client-name.ts';
import {
  addMonths,
  daysBetween,
  formatDate,
  formatDateTime,
  formatMonthYear,
  membershipLabel,
  todayIn,
} from './dates.ts';
import { formatMoney, formatThousands } from './money.ts';

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

describe('date formatting', () => {
  it('formats date-only values without shifting them', () => {
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatMonthYear(11, 2026)).toBe('November 2026');
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
  });

  it('tells today on the gym’s clock and shows moments in it', () => {
    const evening = new Date('2026-11-22T18:20:00Z');
    expect(todayIn('Asia/Kathmandu', evening)).toBe('2026-11-23');
    expect(todayIn('Asia/Colombo', evening)).toBe('2026-11-22');
    expect(formatDateTime('2026-11-22T18:20:00Z', 'Asia/Kathmandu')).toBe('Nov 23, 2026, 12:05 AM');
  });

  it('adds whole months, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-11-23', 1)).toBe('2026-12-23');
    expect(addMonths('2026-11-23', 3)).toBe('2027-02-23');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 12)).toBe('2027-12-31');
  });

  it('labels memberships as days left or days expired (plus one)', () => {
    expect(membershipLabel('2026-11-22', '2026-11-22')).toEqual({ text: '0 days left', tone: 'success' });
    expect(membershipLabel('2026-12-01', '2026-11-22')).toEqual({ text: '9 days left', tone: 'success' });
    expect(membershipLabel('2026-11-21', '2026-11-22')).toEqual({ text: '2 days expired', tone: 'critical' });
  });
});
