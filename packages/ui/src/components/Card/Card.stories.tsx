import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { title: 'Total Active Members', children: <strong>128</strong> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithBadge: Story = {
  args: {
    title: 'Everest Fitness',
    aside: <Badge tone="success">Active</Badge>,
    children: 'Thamel, Kathmandu',
  },
};
