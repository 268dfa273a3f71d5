import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { hookMounter } from './mount-hook.test-support.tsx';
import { type DeleteHandlers, useConfirmedDelete } from './useConfirmedDelete.ts';

interface Plan {
  id: number;
}

const mount = hookMounter();

/** Renders the hook and hands back its latest answer, the deletes sent and the items reported deleted. */
function render() {
  const sent: { plan: Plan; handlers: DeleteHandlers }[] = [];
  const deleted: Plan[] = [];
  const current = mount(() =>
    useConfirmedDelete<Plan>({
      mutate: (plan, handlers) => sent.push({ plan, handlers }),
      isPending: false,
      deleted: 'Deleted!',
      failed: () => 'Not deleted.',
      onDeleted: (plan) => deleted.push(plan),
    }),
  );
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
