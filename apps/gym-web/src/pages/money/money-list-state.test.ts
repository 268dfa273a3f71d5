import { describe, expect, it } from 'vitest';
import {
  changeMoneyList,
  moneySearchQuery,
  readMoneyListState,
  writeMoneyListState,
} from './money-list-state.ts';

describe('the money list state in the address', () => {
  it('defaults to everything, 100 rows, the first page', () => {
    const state = readMoneyListState(new URLSearchParams());
    expect(state).toEqual({
      month: null,
      year: null,
      from: null,
      to: null,
      types: [],
      tags: [],
      pageNo: 0,
      pageSize: 100,
      sortBy: 'transactionDate',
      sortOrder: 'desc',
    });
    expect(writeMoneyListState(state).toString()).toBe('');
    expect(moneySearchQuery(state)).toEqual({
      pageNo: 0,
      pageSize: 100,
      sortBy: 'transactionDate',
      sortOrder: 'desc',
    });
  });

  it('round-trips filters and ignores what is malformed', () => {
    const text =
      'month=11&year=2026&from=2026-11-01&to=2026-11-30&type=INCOME&tag=Rent&tag=Water&page=2&size=25&sort=amount&order=asc';
    const state = readMoneyListState(new URLSearchParams(text));
    expect(writeMoneyListState(state).toString()).toBe(text);
    expect(moneySearchQuery(state)).toEqual({
      pageNo: 2,
      pageSize: 25,
      sortBy: 'amount',
      sortOrder: 'asc',
      transactionType: 'INCOME',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      tags: 'Rent,Water',
    });
    const bad = readMoneyListState(
      new URLSearchParams('month=13&year=1999&from=yesterday&type=GIFT&size=7&page=-1&sort=gymId&order=up'),
    );
    expect(bad).toMatchObject({
      month: null,
      year: null,
      from: null,
      types: [],
      pageSize: 100,
      pageNo: 0,
      sortBy: 'transactionDate',
      sortOrder: 'desc',
    });
  });

  it('sets the dates when a month and a year are picked, and returns to the first page', () => {
    const start = { ...readMoneyListState(new URLSearchParams('page=3')), year: 2026 };
    expect(changeMoneyList(start, { month: 2 })).toMatchObject({
      month: 2,
      from: '2026-02-01',
      to: '2026-02-28',
      pageNo: 0,
    });
    // Dates changed by hand stay as typed.
    const picked = changeMoneyList(start, { month: 2 });
    expect(changeMoneyList(picked, { to: '2026-02-10' })).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-10',
    });
    // A gym that reads BS picks BS months: Mangsir 2083.
    expect(changeMoneyList({ ...start, year: 2083 }, { month: 8 }, 'BS')).toMatchObject({
      from: '2026-11-17',
      to: '2026-12-15',
    });
    // Both types ticked shows both.
    expect(moneySearchQuery({ ...start, types: ['INCOME', 'EXPENSE'] })).not.toHaveProperty(
      'transactionType',
    );
  });
});
