import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageIcon, TrashIcon } from '../../icons/icons.tsx';
import { IconButton, IconLink, iconButtonTones } from './IconButton.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Delete device', tone: 'critical', children: <TrashIcon />, onPress: fn() },
  argTypes: { tone: { control: 'inline-radio', options: iconButtonTones } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The icon is hidden from screen readers; the label names the button. */
export const Labelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete device' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

/**
 * Those who see only the icon read its name too: shown on keyboard focus (and on hover, which the
 * journeys check in a real pointer's browser), and Escape hides it again. Screen readers hear it
 * once, as the button's name.
 */
export const NamedOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete device' });
    const shown = within(canvasElement).getByText('Delete device');
    await expect(shown).not.toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(shown).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(shown).not.toBeVisible();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(shown).toBeVisible();
  },
};

/** However small the icon, the button is a whole touch target (44 px) and shows the focus ring. */
export const TouchTarget: Story = {
  args: { tone: 'neutral' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete device' });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

/** The same look as a link: named by its label, a whole touch target, going to its address. */
export const AsLink: Story = {
  render: () => (
    <IconLink label="WhatsApp Sita Rai" href="https://wa.me/9779812345678" target="_blank" rel="noreferrer">
      <MessageIcon />
    </IconLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'WhatsApp Sita Rai' });
    await expect(link).toHaveAttribute('href', 'https://wa.me/9779812345678');
    const { width, height } = link.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  },
};
