import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { kind: 'client' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('No client data available.');
    await expect(status).toHaveTextContent('Check back later or try reloading the page.');
  },
};

/** A list with its own words: what is missing and what to do next, with the action beside them. */
export const WhatToDoNext: Story = {
  args: {
    kind: 'client',
    title: 'No clients yet',
    hint: 'Add your first client to start tracking memberships.',
    action: <button type="button">Add New Client</button>,
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('No clients yet');
    await expect(status).not.toHaveTextContent('No client data available.');
    await expect(within(status).getByRole('button', { name: 'Add New Client' })).toBeVisible();
  },
};
