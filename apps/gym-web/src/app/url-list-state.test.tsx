import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../routes/memory-router.tsx';
import { type NavigateFunction, useLocation, useNavigate } from '../routes/navigation.tsx';
import { hookMounter } from './mount-hook.test-support.tsx';
import { changedListState, type UrlList, useUrlListState } from './url-list-state.ts';

interface Listed {
  page: number;
  name: string;
}

/** A list with a page and a search, written in full: ?page=0&name=... */
const LIST: UrlList<Listed, Partial<Listed>> = {
  read: (search) => ({ page: Number(search.get('page') ?? 0), name: search.get('name') ?? '' }),
  write: ({ page, name }) => new URLSearchParams({ page: String(page), name }),
  change: changedListState,
};

const mount = hookMounter();

/** The hook in a router at `address`: its state and change, the address, and Back. */
function openAt(address: string) {
  let navigate: NavigateFunction | undefined;
  const current = mount(
    () => {
      navigate = useNavigate();
      const [state, change] = useUrlListState(LIST);
      return { state, change, search: useLocation().search };
    },
    (probe) => <MemoryRouter initialEntries={[address]}>{probe}</MemoryRouter>,
  );
  const back = () => act(() => navigate?.(-1));
  return { current, back };
}

describe("a list's state in the address", () => {
  it('reads the state from the query string and writes a change back to it', () => {
    const { current } = openAt('/list?page=2&name=Ram');
    expect(current().state).toEqual({ page: 2, name: 'Ram' });
    act(() => current().change({ page: 3 }));
    expect(current().search).toBe('?page=3&name=Ram');
  });

  it('makes each choice (a page, a filter) its own history entry, which Back undoes', () => {
    const { current, back } = openAt('/list');
    act(() => current().change({ page: 1 }));
    act(() => current().change({ page: 2 }));
    back();
    expect(current().state.page).toBe(1);
    back();
    expect(current().state.page).toBe(0);
  });

  it('makes a search typed with pauses one entry, and typing after a choice a new one', () => {
    const { current, back } = openAt('/list?page=2&name=');
    for (const typed of ['R', 'Ra', 'Ram']) act(() => current().change({ name: typed }, 'typing'));
    expect(current().state).toEqual({ page: 0, name: 'Ram' });
    act(() => current().change({ page: 1 }));
    for (const typed of ['Rame', 'Ramesh']) act(() => current().change({ name: typed }, 'typing'));
    back();
    expect(current().state).toEqual({ page: 1, name: 'Ram' });
    back();
    expect(current().state).toEqual({ page: 0, name: 'Ram' });
    back();
    expect(current().state).toEqual({ page: 2, name: '' });
  });

  it('replaces the entry with a correction, so Back never returns to a state the list cannot show', () => {
    const { current, back } = openAt('/list');
    act(() => current().change({ page: 5 }));
    act(() => current().change({ page: 2 }, 'correction'));
    expect(current().state.page).toBe(2);
    back();
    expect(current().state.page).toBe(0);
  });

  it('builds changes made in one event on each other, and writes nothing for a change that alters nothing', () => {
    const { current, back } = openAt('/list');
    act(() => {
      current().change({ name: 'Sita' });
      current().change({ page: 3 });
    });
    expect(current().state).toEqual({ page: 3, name: 'Sita' });
    act(() => current().change({ page: 3 }));
    back();
    expect(current().state).toEqual({ page: 0, name: 'Sita' });
  });
});
