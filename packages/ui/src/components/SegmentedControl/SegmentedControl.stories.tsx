import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl.tsx';

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Report',
    defaultValue: 'MONTHLY',
    options: [
      { value: 'MONTHLY', label: 'Monthly' },
      { value: 'DAILY', label: 'Daily' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice, as in any radio group. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('DAILY');
    await expect(within(canvasElement).getByRole('radio', { name: 'Daily' })).toBeChecked();
  },
};
