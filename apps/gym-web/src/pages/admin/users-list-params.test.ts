import { describe, expect, it } from 'vitest';
import { searchAfter } from '../../app/url-list-state.ts';
import { readUserListParams, USER_LIST, USER_LIST_DEFAULTS } from './users-list-params.ts';

describe('the admin users list in the address', () => {
  it('starts 25 a page by name ascending, and ignores values it does not allow', () => {
    expect(readUserListParams(new URLSearchParams())).toEqual(USER_LIST_DEFAULTS);
    expect(
      readUserListParams(new URLSearchParams('page=-2&rowsPerPage=7&sortBy=password&sortOrder=up')),
    ).toEqual(USER_LIST_DEFAULTS);
  });

  it('reads back what it writes', () => {
    const written = searchAfter(USER_LIST, USER_LIST_DEFAULTS, {
      sortBy: 'paymentExpiryDate',
      sortOrder: 'desc',
      rowsPerPage: 5,
      name: ' maya ',
      phone: '981',
    });
    expect(readUserListParams(written)).toEqual({
      page: 0,
      rowsPerPage: 5,
      sortBy: 'paymentExpiryDate',
      sortOrder: 'desc',
      name: 'maya',
      phone: '981',
    });
  });

  it('goes back to the first page when the search, size or order changes, not otherwise', () => {
    const onPage3 = { ...USER_LIST_DEFAULTS, page: 3 };
    expect(searchAfter(USER_LIST, onPage3, { name: 'ram' }).get('page')).toBe('0');
    expect(searchAfter(USER_LIST, onPage3, { phone: '98' }).get('page')).toBe('0');
    expect(searchAfter(USER_LIST, onPage3, { rowsPerPage: 50 }).get('page')).toBe('0');
    expect(searchAfter(USER_LIST, onPage3, { sortOrder: 'desc' }).get('page')).toBe('0');
    expect(searchAfter(USER_LIST, onPage3, { name: '', sortBy: 'name' }).get('page')).toBe('3');
    expect(searchAfter(USER_LIST, onPage3, { page: 4 }).get('page')).toBe('4');
  });

  it('leaves empty searches out of the address', () => {
    const search = searchAfter(USER_LIST, { ...USER_LIST_DEFAULTS, name: 'ram' }, { name: '  ' });
    expect(search.has('name')).toBe(false);
    expect(search.has('phone')).toBe(false);
  });
});
