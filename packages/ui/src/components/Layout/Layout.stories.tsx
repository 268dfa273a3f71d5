import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading, Text } from '../Typography/Typography.tsx';
import { Box, Inline, Stack } from './Layout.tsx';

const meta = { title: 'Layout/Box, Stack and Inline', component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A responsive grid: one column on a phone, three from 600 px. */
export const ResponsiveGrid: Story = {
  render: () => (
    <Stack>
      <Heading level={1}>Dashboard</Heading>
      <Text tone="muted">Everest Fitness, Thamel</Text>
      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'three' }}>
        {['Total Users', 'Active', 'Expired'].map((title) => (
          <Card key={title} title={title} level={2}>
            <Inline>
              <Text size="large" weight="bold">
                42
              </Text>
              <Badge tone="success">this month</Badge>
            </Inline>
          </Card>
        ))}
      </Box>
    </Stack>
  ),
};
