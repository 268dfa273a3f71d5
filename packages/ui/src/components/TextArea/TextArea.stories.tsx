import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Description' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

function Counted() {
  const [value, setValue] = useState('');
  return <TextArea label="Message" value={value} onChange={setValue} maxLength={20} />;
}

/** The counter follows the text, and typing stops at the maximum. */
export const WithCounter: Story = {
  render: () => <Counted />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Hello');
    await expect(canvas.getByText('5 / 20 characters')).toBeVisible();
    await userEvent.type(area, ' this is far too long for it');
    await expect(area).toHaveValue('Hello this is far to');
    await expect(canvas.getByText('20 / 20 characters')).toBeVisible();
  },
};

export const Invalid: Story = { args: { errorMessage: 'Description is too long' } };

/** A paste longer than the field takes is cut by the browser; the field says so. */
export const PasteCut: Story = {
  render: () => <Counted />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(area);
    await userEvent.paste('x'.repeat(100));
    await expect(area).toHaveValue('x'.repeat(20));
    await expect(canvas.getByText('Pasted text was cut to 20 characters.')).toBeVisible();
    // Shorter than the limit again, the notice goes; a paste cut again brings it back.
    await userEvent.type(area, '{Backspace}');
    await expect(canvas.queryByText('Pasted text was cut to 20 characters.')).toBeNull();
    await userEvent.paste('y'.repeat(50));
    await expect(area).toHaveValue(`${'x'.repeat(19)}y`);
    await expect(canvas.getByText('Pasted text was cut to 20 characters.')).toBeVisible();
  },
};
