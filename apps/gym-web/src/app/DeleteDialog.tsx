import type { ReactNode } from 'react';
import { ConfirmDialog } from './on-demand.tsx';

export interface DeleteDialogProps<Item> {
  title: string;
  /** What is about to be deleted; null while nothing is. */
  item: Item | null;
  onClose: () => void;
  onConfirm: (item: Item) => void;
  isPending: boolean;
  children: (item: Item) => ReactNode;
}

/**
 * Asks before deleting one item; open while an item is given, its text made from that item. Its
 * item, onClose, onConfirm and isPending come from useConfirmedDelete's `dialog`.
 */
export function DeleteDialog<Item>({
  title,
  item,
  onClose,
  onConfirm,
  isPending,
  children,
}: DeleteDialogProps<Item>) {
  return (
    <ConfirmDialog
      title={title}
      isOpen={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      confirmLabel="Delete"
      onConfirm={() => {
        if (item !== null) onConfirm(item);
      }}
      isPending={isPending}
      pendingLabel="Deleting..."
    >
      {item !== null ? children(item) : null}
    </ConfirmDialog>
  );
}
