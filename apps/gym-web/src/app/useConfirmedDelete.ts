import { showToast } from '@gym/ui';
import { useState } from 'react';

/** What the page's delete mutation is told when it settles. */
export interface DeleteHandlers {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

export interface ConfirmedDeleteOptions<Item> {
  /** Sends the delete of one item (the page's mutation with its path), reporting back to `handlers`. */
  mutate: (item: Item, handlers: DeleteHandlers) => void;
  isPending: boolean;
  /** The success toast, e.g. 'Device deleted successfully'. */
  deleted: string;
  /** The error toast for a failed delete, from the server's refusal. */
  failed: (error: unknown) => string;
  /** Anything else a finished delete changes (a gym deleted leaves the selection). */
  onDeleted?: (item: Item) => void;
}

/**
 * One delete-with-confirmation flow: `ask(item)` opens the question, the dialog's Delete sends it;
 * on success the success toast and the dialog closes, on failure the error toast and it stays open.
 * `dialog` goes to a DeleteDialog as it is.
 */
export function useConfirmedDelete<Item>({
  mutate,
  isPending,
  deleted,
  failed,
  onDeleted,
}: ConfirmedDeleteOptions<Item>) {
  const [item, setItem] = useState<Item | null>(null);
  const onConfirm = (chosen: Item) =>
    mutate(chosen, {
      onSuccess: () => {
        onDeleted?.(chosen);
        showToast(deleted, 'success');
        setItem(null);
      },
      onError: (error) => showToast(failed(error)),
    });
  return {
    ask: (chosen: Item) => setItem(chosen),
    dialog: { item, onClose: () => setItem(null), onConfirm, isPending },
  };
}
