import { ApiRequestError } from '@gym/api-client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterLoading, QueryState } from './QueryState.tsx';

let container: HTMLElement;
let root: Root;
let queryClient: QueryClient;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  root.unmount();
  container.remove();
  queryClient.clear();
});

/** A list of members loaded by the given function, shown through QueryState. */
function Members({ load, failure }: { load: () => Promise<string[]>; failure?: FailureWords }) {
  const members = useQuery({ queryKey: ['members'], queryFn: load });
  return (
    <QueryState
      query={members}
      {...failure}
      loadingLabel="Loading members"
      empty={{
        isEmpty: (list) => list.length === 0,
        kind: 'member',
        next: <a href="/clients/add">Add one</a>,
      }}
    >
      {(list) => (
        <ul>
          {list.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

type FailureWords = { failureMessage?: string; serverMessagePrefix?: string };

function show(load: () => Promise<string[]>, failure?: FailureWords) {
  root.render(
    <QueryClientProvider client={queryClient}>
      <Members load={load} {...(failure ? { failure } : {})} />
    </QueryClientProvider>,
  );
}

const text = () => container.textContent ?? '';
const until = (expected: string) => vi.waitFor(() => expect(text()).toContain(expected));

describe('QueryState', () => {
  it('shows labelled placeholder lines while the answer loads', async () => {
    show(() => new Promise(() => {}));
    await vi.waitFor(() =>
      expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading members'),
    );
    expect(text()).toBe('');
  });

  it('shows the server’s message when loading failed, and Retry loads again', async () => {
    let attempt = 0;
    show(async () => {
      attempt += 1;
      if (attempt === 1) {
        throw new ApiRequestError({
          kind: 'HTTP_ERROR',
          status: 403,
          code: 'NOT_VERIFIED',
          message: 'Your subscription has ended.',
        });
      }
      return ['Asha'];
    });
    await until('Your subscription has ended.');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Error');
    const retry = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Retry');
    retry?.click();
    await until('Asha');
    expect(attempt).toBe(2);
  });

  it('falls back to the specification’s general message when the failure has none of the server’s', async () => {
    show(async () => {
      throw new ApiRequestError({ kind: 'FETCH_ERROR', message: 'offline' });
    });
    await until('Something went wrong. Please try again later.');
    expect(text()).not.toContain('offline');
  });

  it('puts a screen’s prefix before the server’s message, and shows its own failure text without one', async () => {
    const words = { failureMessage: 'Failed to load money flows', serverMessagePrefix: 'Error: ' };
    show(async () => {
      throw new ApiRequestError({ kind: 'HTTP_ERROR', status: 400, code: 'X', message: 'Bad dates.' });
    }, words);
    await until('Error: Bad dates.');
    root.unmount();
    queryClient.clear();
    root = createRoot(container);
    show(async () => {
      throw new ApiRequestError({ kind: 'FETCH_ERROR', message: 'offline' });
    }, words);
    await until('Failed to load money flows');
    expect(text()).not.toContain('Error: ');
  });

  it('says the list is empty and what to do next', async () => {
    show(async () => []);
    await until('No member data available.');
    expect(container.querySelector('a')?.textContent).toBe('Add one');
  });

  it('shows the screen with the answer', async () => {
    show(async () => ['Asha', 'Bikash']);
    await vi.waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(2));
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});

/** A part under the members that waits for them (AfterLoading). */
function MembersThenNote({ load }: { load: () => Promise<string[]> }) {
  const members = useQuery({ queryKey: ['members'], queryFn: load });
  return (
    <>
      <QueryState query={members} loadingLabel="Loading members">
        {(list) => <p>{list.join(', ')}</p>}
      </QueryState>
      <AfterLoading queries={[members]}>
        <p>Below the members</p>
      </AfterLoading>
    </>
  );
}

let answerTitles: (list: string[]) => void = () => {};

/** Members whose heading stands in while they load (QueryState's placeholder). */
function Titles() {
  const members = useQuery({
    queryKey: ['members'],
    queryFn: () => new Promise<string[]>((resolve) => (answerTitles = resolve)),
  });
  return (
    <QueryState query={members} loadingLabel="Loading members" placeholder={<h2>Members</h2>}>
      {(list) => <h2>Members: {list.join(', ')}</h2>}
    </QueryState>
  );
}

describe('a placeholder of the content’s shape', () => {
  it('stands in for the answer, labelled as loading, until the answer replaces it', async () => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <Titles />
      </QueryClientProvider>,
    );
    await until('Members');
    const status = container.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-label')).toBe('Loading members');
    expect(status?.getAttribute('aria-busy')).toBe('true');
    answerTitles(['Asha']);
    await until('Members: Asha');
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});

describe('AfterLoading', () => {
  const showWithNote = (load: () => Promise<string[]>) =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <MembersThenNote load={load} />
      </QueryClientProvider>,
    );

  it('shows what is below a loading part only once that part has its answer', async () => {
    let answer: (list: string[]) => void = () => {};
    showWithNote(() => new Promise((resolve) => (answer = resolve)));
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).not.toBeNull());
    expect(text()).not.toContain('Below the members');
    answer(['Asha']);
    await until('Asha');
    expect(text()).toContain('Below the members');
  });

  it('shows it too when the part above failed', async () => {
    showWithNote(async () => {
      throw new ApiRequestError({ kind: 'FETCH_ERROR', message: 'offline' });
    });
    await until('Below the members');
  });
});
