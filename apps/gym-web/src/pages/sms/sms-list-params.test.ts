import { describe, expect, it } from 'vitest';
import { readSmsListParams, SMS_LIST_DEFAULTS, smsListSearch } from './sms-list-params.ts';

describe('the SMS list state in the URL', () => {
  it('starts newest first, 10 to a page, on the first page', () => {
    expect(readSmsListParams(new URLSearchParams())).toEqual(SMS_LIST_DEFAULTS);
  });

  it('reads what the URL says and refuses what the list does not offer', () => {
    expect(
      readSmsListParams(new URLSearchParams('page=2&rowsPerPage=25&sortBy=client&sortOrder=asc')),
    ).toEqual({ page: 2, rowsPerPage: 25, sortBy: 'client', sortOrder: 'asc' });
    expect(readSmsListParams(new URLSearchParams('page=-1&rowsPerPage=7&sortBy=phone&sortOrder=up'))).toEqual(
      SMS_LIST_DEFAULTS,
    );
    expect(readSmsListParams(new URLSearchParams('page=1.5')).page).toBe(0);
  });

  it('keeps the page when only the page changes, and goes back to the first page on a new size or order', () => {
    const current = { ...SMS_LIST_DEFAULTS, page: 3 };
    expect(smsListSearch(current, { page: 4 }).toString()).toBe(
      'page=4&rowsPerPage=10&sortBy=sendDateTime&sortOrder=desc',
    );
    expect(smsListSearch(current, { rowsPerPage: 50 }).get('page')).toBe('0');
    expect(smsListSearch(current, { sortBy: 'client' }).get('page')).toBe('0');
    expect(smsListSearch(current, { rowsPerPage: 10 }).get('page')).toBe('3');
  });
});
