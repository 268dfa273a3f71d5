import { describe, expect, it } from 'vitest';
import { monthNames, monthRange, periodError, yearOf } from './money-period.ts';
import {
  combineTags,
  emptyMoneyForm,
  localDateTime,
  toMoneyFlowRequest,
  validateMoneyForm,
} from './money-rules.ts';

describe('money form rules', () => {
  it('splits typed tags on commas, trims them, drops blanks and duplicates', () => {
    expect(combineTags(['Rent'], ' Rent, Water ,, ,Water,Snacks ')).toEqual(['Rent', 'Water', 'Snacks']);
    expect(combineTags([], ' , ')).toEqual([]);
  });

  it('gives the four messages of section 5', () => {
    const blank = { ...emptyMoneyForm(''), transactionDate: null };
    expect(validateMoneyForm(blank)).toEqual({
      transactionDate: 'Transaction Date is required.',
      transactionType: 'Transaction Type is required.',
      amount: 'Amount must be greater than zero.',
      tags: 'At least one tag is required.',
    });
    expect(validateMoneyForm({ ...blank, amount: -5 }).amount).toBe('Amount must be greater than zero.');
    const filled = {
      ...emptyMoneyForm('2026-11-03T18:30'),
      transactionType: 'EXPENSE' as const,
      amount: 450,
      newTags: 'Water',
    };
    expect(validateMoneyForm(filled)).toEqual({});
    expect(toMoneyFlowRequest({ ...filled, description: '  ' }, 4)).toEqual({
      gymId: 4,
      billNo: null,
      transactionDate: '2026-11-03T18:30',
      transactionType: 'EXPENSE',
      amount: 450,
      tags: ['Water'],
      description: null,
    });
  });

  it('reads an instant as the gym’s wall clock and a month as its first and last day', () => {
    expect(localDateTime('2026-10-31T20:00:00.000Z', 'Asia/Kathmandu')).toBe('2026-11-01T01:45');
    expect(localDateTime('2026-12-03T18:00:00.000Z', 'Asia/Colombo')).toBe('2026-12-03T23:30');
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange(2026, 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodError('2026-10-05', '2026-10-04')).toBe('The end date must be on or after the start date.');
    expect(periodError('2026-10-05', '2026-10-05')).toBeUndefined();
    expect(periodError(null, '2026-10-04')).toBeUndefined();
  });

  it('reads a month and a year in the gym’s calendar: a BS month covers its own AD days', () => {
    expect(monthRange(2083, 8, 'BS')).toEqual({ from: '2026-11-17', to: '2026-12-15' });
    expect(monthRange(2083, 8, 'BS_AD')).toEqual(monthRange(2083, 8, 'BS'));
    expect(monthRange(2026, 11, 'AD')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(yearOf('2026-11-26', 'BS')).toBe(2083);
    expect(yearOf('2026-04-13', 'BS')).toBe(2082);
    expect(yearOf('2026-11-26', 'AD')).toBe(2026);
    expect(monthNames('BS', 'en')[7]).toBe('Mangsir');
    expect(monthNames('BS', 'ne')[0]).toBe('बैशाख');
    expect(monthNames('AD', 'en')[10]).toBe('November');
  });
});
