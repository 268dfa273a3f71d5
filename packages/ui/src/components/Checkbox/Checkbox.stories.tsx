import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './Checkbox.tsx';

const TAGS = ['Rent', 'Salary', 'Equipment', 'Electricity'].map((tag) => ({ value: tag, label: tag }));

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Tags', options: TAGS, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles the focused box; Tab moves between boxes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Rent', 'Salary']);
    await expect(canvas.getByRole('checkbox', { name: 'Salary' })).toBeChecked();
  },
};

/** The keyboard focus ring is drawn on the focused option's box, and on no other. */
export const FocusRing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const [rent, salary] = canvasElement.querySelectorAll('label > span[aria-hidden="true"]');
    if (!rent || !salary) throw new Error('no checkbox boxes');
    await expect(getComputedStyle(rent).outlineStyle).toBe('solid');
    await expect(getComputedStyle(salary).outlineStyle).toBe('none');
  },
};

export const Invalid: Story = { args: { errorMessage: 'At least one tag is required.' } };
