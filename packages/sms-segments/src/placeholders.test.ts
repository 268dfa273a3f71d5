import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderPieces, placeholderValues } from './placeholders.ts';

const values = {
  client_name: 'Ram',
  expiry_date: 'Dec 1, 2026',
  business_name: 'Gym',
  amount_due: '',
  amount: '',
  receipt_number: '',
};
const himal = { name: 'Himal Gym', dates: { timeZone: 'Asia/Kathmandu' } };

describe('SMS placeholders', () => {
  it('splits templates at the placeholders only', () => {
    expect(placeholderPieces('Hi {client_name}, {unknown} {business_name}', values)).toEqual([
      'Hi ',
      'Ram',
      ', {unknown} ',
      'Gym',
    ]);
    expect(fillPlaceholders('{client_name}{client_name}: {expiry_date}', values)).toBe('RamRam: Dec 1, 2026');
  });

  it("fills {expiry_date} as the gym's people read a date, never as the API writes it", () => {
    expect(placeholderValues({ clientName: 'Sita', membershipEndDate: '2026-11-13' }, himal)).toEqual({
      client_name: 'Sita',
      expiry_date: 'Nov 13, 2026',
      business_name: 'Himal Gym',
      amount_due: '',
      amount: '',
      receipt_number: '',
    });
    const colombo = { name: 'Lanka Lifts', dates: { timeZone: 'Asia/Colombo' } };
    expect(
      placeholderValues({ clientName: 'Nimal', membershipEndDate: '2027-01-01' }, colombo).expiry_date,
    ).toBe('Jan 1, 2027');
  });

  it('leaves {expiry_date} empty for a recipient without a membership', () => {
    expect(placeholderValues({ clientName: 'Member', membershipEndDate: null }, himal).expiry_date).toBe('');
  });

  it("fills {amount_due} as money in the gym's currency, and only when there is an amount", () => {
    const owing = { clientName: 'Sita', membershipEndDate: null, amountDue: 150000.5 };
    expect(placeholderValues(owing, { ...himal, currency: 'NPR' }).amount_due).toBe('Rs 1,50,000.50');
    expect(placeholderValues({ ...owing, amountDue: 2500 }, { ...himal, currency: 'AUD' }).amount_due).toBe(
      'A$ 2,500',
    );
    expect(placeholderValues({ clientName: 'Sita', membershipEndDate: null }, himal).amount_due).toBe('');
    expect(fillPlaceholders('You owe {amount_due}.', placeholderValues(owing, himal))).toBe(
      'You owe Rs 1,50,000.50.',
    );
  });

  it("fills a receipt's {amount} in the gym's currency and its {receipt_number}, empty elsewhere", () => {
    const paid = {
      clientName: 'Sita',
      membershipEndDate: null,
      amount: 1500.5,
      receiptNumber: 12,
      amountDue: 0,
    };
    const filled = placeholderValues(paid, { ...himal, currency: 'NPR' });
    expect(fillPlaceholders('Paid {amount}, receipt #{receipt_number}, due {amount_due}.', filled)).toBe(
      'Paid Rs 1,500.50, receipt #12, due Rs 0.',
    );
    const other = placeholderValues({ clientName: 'Sita', membershipEndDate: null }, himal);
    expect([other.amount, other.receipt_number]).toEqual(['', '']);
  });
});
