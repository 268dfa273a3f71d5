import { describe, expect, it } from 'vitest';
import { searchAfter } from '../../app/url-list-state.ts';
import { GYM_LIST, readGymListParams } from './gyms-list-params.ts';

describe('manage gyms in the address', () => {
  it('reads every user, first page, no search by default and ignores bad values', () => {
    const none = { page: 0, gymName: '', userId: null };
    expect(readGymListParams(new URLSearchParams())).toEqual(none);
    expect(readGymListParams(new URLSearchParams('page=x&userId=-3'))).toEqual(none);
    expect(readGymListParams(new URLSearchParams('page=2&gymName=%20fit%20&userId=7'))).toEqual({
      page: 2,
      gymName: 'fit',
      userId: 7,
    });
  });

  it('returns to the first page for a new search or owner, keeps the page otherwise', () => {
    const current = { page: 3, gymName: 'fit', userId: 7 };
    expect(searchAfter(GYM_LIST, current, { gymName: 'iron' }).toString()).toBe(
      'page=0&gymName=iron&userId=7',
    );
    expect(searchAfter(GYM_LIST, current, { userId: null }).toString()).toBe('page=0&gymName=fit');
    expect(searchAfter(GYM_LIST, current, { page: 4 }).toString()).toBe('page=4&gymName=fit&userId=7');
  });
});
