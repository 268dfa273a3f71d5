import { describe, expect, it } from 'vitest';
import { searchAfter } from '../../app/url-list-state.ts';
import { SMS_LIST, SMS_LIST_DEFAULTS } from './sms-list-params.ts';

describe('the SMS list state in the URL', () => {
  it('starts newest first, 10 to a page, on the first page', () => {
    expect(SMS_LIST.read(new URLSearchParams())).toEqual(SMS_LIST_DEFAULTS);
  });

  it('reads what the URL says and refuses what the list does not offer', () => {
    expect(SMS_LIST.read(new URLSearchParams('page=2&rowsPerPage=25&sortBy=client&sortOrder=asc'))).toEqual({
      page: 2,
      rowsPerPage: 25,
      sortBy: 'client',
      sortOrder: 'asc',
    });
    expect(SMS_LIST.read(new URLSearchParams('page=-1&rowsPerPage=7&sortBy=phone&sortOrder=up'))).toEqual(
      SMS_LIST_DEFAULTS,
    );
    expect(SMS_LIST.read(new URLSearchParams('page=1.5')).page).toBe(0);
  });

  it('keeps the page when only the page changes, and goes back to the first page on a new size or order', () => {
    const current = { ...SMS_LIST_DEFAULTS, page: 3 };
    expect(searchAfter(SMS_LIST, current, { page: 4 }).toString()).toBe(
      'page=4&rowsPerPage=10&sortBy=sendDateTime&sortOrder=desc',
    );
    expect(searchAfter(SMS_LIST, current, { rowsPerPage: 50 }).get('page')).toBe('0');
    expect(searchAfter(SMS_LIST, current, { sortBy: 'client' }).get('page')).toBe('0');
    expect(searchAfter(SMS_LIST, current, { rowsPerPage: 10 }).get('page')).toBe('3');
  });
});
