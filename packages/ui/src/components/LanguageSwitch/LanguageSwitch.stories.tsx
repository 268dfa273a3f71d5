import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../AppShell/AppShell.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ne', name: 'नेपाली' },
  { code: 'si', name: 'සිංහල' },
  { code: 'hi', name: 'हिन्दी' },
];

function Switch({ initial = 'en' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageSwitch
      languages={LANGUAGES}
      value={value}
      onChange={setValue}
      label={value === 'ne' ? 'भाषा' : 'Language'}
    />
  );
}

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { languages: LANGUAGES, value: 'en', onChange: () => {}, label: 'Language' },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen with the keyboard: the name follows the language chosen, and the target is 44 px. */
export const Keyboard: Story = {
  render: () => <Switch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Language' });
    expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.selectOptions(select, 'ne');
    expect(canvas.getByRole('combobox', { name: 'भाषा' })).toHaveValue('ne');
    expect(canvas.getByRole('option', { name: 'नेपाली' })).toHaveAttribute('lang', 'ne');
  },
};

/** In an app bar at a phone's width, beside the menu and brand. */
export const InTheBar: Story = {
  render: () => (
    <AppShell
      brand="Iron Temple Gym"
      navLabel="Main"
      items={[{ label: 'Home', href: '/home' }]}
      actions={<Switch initial="si" />}
    >
      <p>Page content</p>
    </AppShell>
  ),
};
