import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels, Text, textSizes, textTones, textWeights } from './Typography.tsx';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Membership ends in 9 days.' },
  argTypes: {
    tone: { control: 'select', options: textTones },
    size: { control: 'select', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    as: { control: 'inline-radio', options: ['p', 'span', 'div'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph unless told otherwise. */
export const Paragraph: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Membership ends in 9 days.').tagName).toBe('P');
  },
};

/** Every tone, readable on the theme's background. */
export const AllTones: Story = {
  render: (args) => (
    <div>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const colours = textTones.map((tone) => getComputedStyle(within(canvasElement).getByText(tone)).color);
    await expect(new Set(colours).size).toBe(textTones.length);
  },
};

/** Headings keep the page outline: the level is the element and what screen readers announce. */
export const Headings: Story = {
  render: () => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {`Level ${level}`}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const level of headingLevels) {
      await expect(within(canvasElement).getByRole('heading', { level })).toHaveTextContent(`Level ${level}`);
    }
  },
};
