import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Alert, ConfirmDialog, Dialog, dialogSizes } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

function FormDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add pricing</Button>
      <Dialog
        title="Add Pricing Plan"
        isOpen={open}
        onOpenChange={setOpen}
        actions={<Button onPress={() => setOpen(false)}>Save</Button>}
      >
        <TextField label="Plan Name" autoFocus />
      </Dialog>
    </>
  );
}

/** Focus moves into the dialog, Escape closes it and focus returns to the button that opened it. */
export const Keyboard: Story = {
  args: { title: '', isOpen: false, onOpenChange: () => undefined, children: null },
  render: () => <FormDialog />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add pricing' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog', { name: 'Add Pricing Plan' });
    await expect(within(dialog).getByRole('textbox', { name: 'Plan Name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

function DeleteGym({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      title="Delete Gym"
      isOpen={open}
      onOpenChange={setOpen}
      confirmLabel="Delete"
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    >
      Are you sure you want to delete this gym?
    </ConfirmDialog>
  );
}

/** A confirmation is an alert dialog: Escape does not dismiss it, only its buttons do. */
export const Confirm: Story = {
  args: { title: '', isOpen: true, onOpenChange: fn(), children: null },
  render: (args) => <DeleteGym onConfirm={() => args.onOpenChange(false)} />,
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: 'Delete Gym' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  },
};

/** 'Session has expired' with OK and a Login action. */
export const AlertWithAction: Story = {
  args: { title: '', isOpen: true, onOpenChange: fn(), children: null },
  render: (args) => (
    <Alert
      title="Session expired"
      isOpen
      onOpenChange={() => undefined}
      action={{ label: 'Login', onPress: args.onOpenChange as () => void }}
    >
      Session has expired. Please log in again.
    </Alert>
  ),
  play: async ({ args }) => {
    const alert = await page().findByRole('alertdialog', { name: 'Session expired' });
    await expect(alert).toHaveTextContent('Session has expired. Please log in again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Login' }));
    await expect(args.onOpenChange).toHaveBeenCalled();
  },
};
