import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DeleteHandlers, useConfirmedDelete } from './useConfirmedDelete.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Plan {
  id: number;
}

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

type Answer = ReturnType<typeof useConfirmedDelete<Plan>>;

/** The hook in a component: each render hands its answer on; deletes sent and reported are recorded. */
function Probe({
  onAnswer,
  sent,
  deleted,
}: {
  onAnswer: (answer: Answer) => void;
  sent: { plan: Plan; handlers: DeleteHandlers }[];
  deleted: Plan[];
}) {
  onAnswer(
    useConfirmedDelete<Plan>({
      mutate: (plan, handlers) => sent.push({ plan, handlers }),
      isPending: false,
      deleted: 'Deleted!',
      failed: () => 'Not deleted.',
      onDeleted: (plan) => deleted.push(plan),
    }),
  );
  return null;
}

/** Renders the hook and hands back its latest answer, the deletes sent and the items reported deleted. */
function render() {
  const sent: { plan: Plan; handlers: DeleteHandlers }[] = [];
  const deleted: Plan[] = [];
  let latest: Answer | undefined;
  act(() =>
    root.render(
      <Probe
        onAnswer={(answer) => {
          latest = answer;
        }}
        sent={sent}
        deleted={deleted}
      />,
    ),
  );
  const current = () => {
    if (!latest) throw new Error('rendered');
    return latest;
  };
  return { current, sent, deleted };
}

describe('a delete with a confirmation', () => {
  it('opens on ask, sends the chosen item and closes once it is deleted', () => {
    const { current, sent, deleted } = render();
    expect(current().dialog.item).toBeNull();
    act(() => current().ask({ id: 7 }));
    expect(current().dialog.item).toEqual({ id: 7 });
    act(() => current().dialog.onConfirm({ id: 7 }));
    expect(sent.map((call) => call.plan)).toEqual([{ id: 7 }]);
    // Not closed before the server answers.
    expect(current().dialog.item).toEqual({ id: 7 });
    act(() => sent[0]?.handlers.onSuccess());
    expect(current().dialog.item).toBeNull();
    expect(deleted).toEqual([{ id: 7 }]);
  });

  it('stays open on a failure, and closes on cancel without sending', () => {
    const { current, sent, deleted } = render();
    act(() => current().ask({ id: 3 }));
    act(() => current().dialog.onConfirm({ id: 3 }));
    act(() => sent[0]?.handlers.onError(new Error('refused')));
    expect(current().dialog.item).toEqual({ id: 3 });
    expect(deleted).toEqual([]);
    act(() => current().dialog.onClose());
    expect(current().dialog.item).toBeNull();
    expect(sent).toHaveLength(1);
  });
});
