import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { counterFigures } from './read-figures.ts';
import { SmsCounter } from './SmsCounter.tsx';

const meta = {
  title: 'Domain/SmsCounter',
  component: SmsCounter,
  args: { text: 'Dear Sita, your Everest Fitness membership ends on Nov 30.' },
  argTypes: { text: { control: 'text' } },
} satisfies Meta<typeof SmsCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain reminder fits one page of 160 and costs one SMS credit. */
export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    await expect(counterFigures(canvasElement)).toEqual({
      Characters: '58 / 720',
      Pages: '1',
      'Per page': '160',
      Remaining: '662',
      'SMS cost': '1',
    });
    await expect(canvasElement).toHaveTextContent('Plain text (GSM-7)');
  },
};

/** Nothing typed yet: no page, nothing to pay, the whole 720 left. */
export const Empty: Story = {
  args: { text: '' },
  play: async ({ canvasElement }) => {
    await expect(counterFigures(canvasElement)).toMatchObject({
      Pages: '0',
      'SMS cost': '0',
      Remaining: '720',
    });
  },
};

/** 161 plain characters take two pages of 153. */
export const TwoPages: Story = {
  args: { text: 'a'.repeat(161) },
  play: async ({ canvasElement }) => {
    await expect(counterFigures(canvasElement)).toMatchObject({
      Pages: '2',
      'Per page': '153',
      'SMS cost': '2',
    });
  },
};

/** Braces are GSM-7 extension characters and take two places: 81 of them need a second page. */
export const ExtensionCharacters: Story = {
  args: { text: '{'.repeat(81) },
  play: async ({ canvasElement }) => {
    await expect(counterFigures(canvasElement)).toMatchObject({ Characters: '81 / 720', Pages: '2' });
  },
};

/** One Devanagari word makes the whole message Unicode: 70 in one page, 67 per page once split. */
export const Unicode: Story = {
  args: { text: `नमस्ते Sita, ${'your membership ends soon. '.repeat(3)}` },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Unicode (UCS-2)');
    await expect(counterFigures(canvasElement)).toMatchObject({ Pages: '2', 'Per page': '67' });
  },
};
