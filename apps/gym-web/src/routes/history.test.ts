import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, parsePath, type Update } from './history.ts';

describe('an address in parts', () => {
  it('splits the path, the query and the hash', () => {
    expect(parsePath('/clients?page=2#top')).toEqual({
      pathname: '/clients',
      search: '?page=2',
      hash: '#top',
    });
    expect(parsePath('?')).toEqual({ pathname: '', search: '', hash: '' });
  });
});

describe('the history in memory', () => {
  it('pushes, replaces and goes back, telling each move with its kind and distance', () => {
    const history = createMemoryHistory({ initialEntries: ['/clients'] });
    const updates: Update[] = [];
    history.listen((update) => updates.push(update));
    expect(history.action).toBe('POP');
    expect(history.location).toMatchObject({ pathname: '/clients', state: null, key: 'default' });
    history.push('/clients/4?tab=dues', { from: 'list' });
    history.replace('/clients/5');
    history.go(-1);
    expect(updates.map(({ action, delta }) => [action, delta])).toEqual([
      ['PUSH', 1],
      ['REPLACE', 0],
      ['POP', -1],
    ]);
    expect(updates[0]?.location).toMatchObject({
      pathname: '/clients/4',
      search: '?tab=dues',
      state: { from: 'list' },
    });
    expect(history.location.pathname).toBe('/clients');
  });

  it('drops the entries ahead when a new one is pushed after Back', () => {
    const history = createMemoryHistory({ initialEntries: ['/a'] });
    history.push('/b');
    history.go(-1);
    history.push('/c');
    history.go(1);
    expect(history.location.pathname).toBe('/c');
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
  });
});

describe('the browser’s history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('numbers the entries it writes and keeps the state and a key in each', () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    expect(window.history.state).toMatchObject({ idx: 0 });
    history.push('/clients?page=1', { listTyping: true });
    expect(window.history.state).toMatchObject({ idx: 1, usr: { listTyping: true } });
    expect(history.location).toMatchObject({
      pathname: '/clients',
      search: '?page=1',
      state: { listTyping: true },
    });
    const { key } = history.location;
    history.replace('/clients?page=2');
    expect(window.history.state).toMatchObject({ idx: 1, usr: null });
    expect(history.location.key).not.toBe(key);
    expect(history.action).toBe('REPLACE');
  });

  it('tells a Back with how far it went', async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    history.push('/one');
    history.push('/two');
    const back = new Promise<Update>((resolve) => history.listen(resolve));
    history.go(-2);
    expect(await back).toMatchObject({ action: 'POP', delta: -2, location: { pathname: '/start' } });
  });
});
