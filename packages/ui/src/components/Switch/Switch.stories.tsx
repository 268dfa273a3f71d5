import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Admin Panel', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Admin Panel' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Reached with Tab, the switch's track shows the focus ring. */
export const FocusRing: Story = {
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('label > span[aria-hidden="true"]');
    if (!track) throw new Error('no switch track');
    await expect(getComputedStyle(track).outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(getComputedStyle(track).outlineStyle).toBe('solid');
  },
};
