import { type DateTimeInput, readPeriodBound } from '../date-time-input.ts';
import { badRequest } from '../http/errors.ts';

/** Which of a gym's money flows a list or report covers; absent parts do not filter. */
export interface MoneyFilter {
  transactionType?: 'INCOME' | 'EXPENSE' | undefined;
  /** Inclusive bounds; times without an offset are the gym's local time. */
  start?: DateTimeInput | undefined;
  end?: DateTimeInput | undefined;
  /** A flow matches when it carries any of them. */
  tags?: string[] | undefined;
}

/** A period bound from the query: a date-time, or a bare date covering its whole day. */
function periodBound(field: 'startDate' | 'endDate', value: string | undefined): DateTimeInput | undefined {
  if (!value) return undefined;
  const bound = readPeriodBound(value, field === 'startDate' ? 'start' : 'end');
  if (!bound) throw badRequest(field, `${field} must be a date or date-time such as 2026-11-01T00:00:00.`);
  return bound;
}

/** The filter a list or report query asks for, its dates checked. */
export function moneyFilterOf(query: {
  transactionType?: 'INCOME' | 'EXPENSE';
  startDate?: string;
  endDate?: string;
  tags?: string;
}): MoneyFilter {
  const tags = (query.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    transactionType: query.transactionType,
    start: periodBound('startDate', query.startDate),
    end: periodBound('endDate', query.endDate),
    tags,
  };
}
