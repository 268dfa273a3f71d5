import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderPieces, placeholderValues } from './placeholders.ts';

const values = { client_name: 'Ram', expiry_date: 'Dec 1, 2026', business_name: 'Gym' };
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
    });
    const colombo = { name: 'Lanka Lifts', dates: { timeZone: 'Asia/Colombo' } };
    expect(
      placeholderValues({ clientName: 'Nimal', membershipEndDate: '2027-01-01' }, colombo).expiry_date,
    ).toBe('Jan 1, 2027');
  });

  it('leaves {expiry_date} empty for a recipient without a membership', () => {
    expect(placeholderValues({ clientName: 'Member', membershipEndDate: null }, himal).expiry_date).toBe('');
  });
});
