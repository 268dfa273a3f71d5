import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Judge 1: Good Lift',
    children: (
      <IconButton label="Judge 1">
        <span>●</span>
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the tooltip at once; Escape hides it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Judge 1' })).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Judge 1: Good Lift');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};
