import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CodeSnippet } from './CodeSnippet.tsx';

const meta = {
  title: 'Primitives/CodeSnippet',
  component: CodeSnippet,
  args: {
    label: 'Embed snippet',
    code: '<script src="https://results.example.org/judge-results.js"></script>\n<judge-results server="https://results.example.org" meet="nationals-2026-ab3k" platforms="1,2"></judge-results>',
  },
} satisfies Meta<typeof CodeSnippet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmbedSnippet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy: Embed snippet' })).toBeVisible();
    await expect(canvas.getByText(/judge-results\.js/)).toBeVisible();
  },
};

/** At a phone's width the long addresses wrap: nothing is wider than the frame. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <CodeSnippet {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre');
    if (!pre) throw new Error('no code block');
    await expect(pre.scrollWidth).toBeLessThanOrEqual(pre.clientWidth);
  },
};
