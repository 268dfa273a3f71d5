import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SmsComposer } from './SmsComposer.tsx';

function Composer({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <SmsComposer value={value} onChange={setValue} />;
}

const meta = {
  title: 'Domain/SmsComposer',
  component: SmsComposer,
  args: { value: '', onChange: () => undefined },
} satisfies Meta<typeof SmsComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByText(name).nextElementSibling?.textContent;

/** A placeholder goes in at the cursor, and the counter follows. */
export const PlaceholderAtCursor: Story = {
  render: () => <Composer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Dear , your plan ends soon.');
    (area as HTMLTextAreaElement).setSelectionRange(5, 5);
    await userEvent.click(canvas.getByRole('button', { name: '{client_name}' }));
    await expect(area).toHaveValue('Dear {client_name}, your plan ends soon.');
    await expect(figure(canvasElement, 'Characters')).toBe('40 / 720');
    await expect(figure(canvasElement, 'Pages')).toBe('1');
  },
};

/** 161 plain characters take two pages of 153. */
export const TwoGsmPages: Story = {
  render: () => <Composer initial={'a'.repeat(161)} />,
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Pages')).toBe('2');
    await expect(figure(canvasElement, 'Per page')).toBe('153');
    await expect(figure(canvasElement, 'SMS cost')).toBe('2');
    await expect(figure(canvasElement, 'Remaining')).toBe('559');
  },
};

/** Devanagari makes the message Unicode: 70 in one page, 67 per page when split. */
export const Unicode: Story = {
  render: () => <Composer initial={'नमस्ते '.repeat(12)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Unicode (UCS-2)');
    await expect(figure(canvasElement, 'Per page')).toBe('67');
  },
};

/** Typing stops at 720 characters. */
export const AtTheLimit: Story = {
  render: () => <Composer initial={'b'.repeat(719)} />,
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'xyz');
    await expect((area as HTMLTextAreaElement).value.length).toBe(720);
    await expect(figure(canvasElement, 'Remaining')).toBe('0');
  },
};
