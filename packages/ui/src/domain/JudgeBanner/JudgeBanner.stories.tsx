import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { JudgeFeed, LifterData } from '../../judge/banner-model.ts';
import { JUDGE_VARIATIONS, JudgeBanner } from './JudgeBanner.tsx';

const LIFTER: LifterData = {
  name: 'Sita Rai',
  age: 24,
  countryCode: 'NP',
  divisions: ['Open', '-63 kg'],
  bodyweightKg: 61.4,
  squatKg: [120, 127.5, 132.5],
  benchKg: [60, 65, null],
  deadliftKg: [null, null, null],
  squatStatus: [1, -1, 1],
  benchStatus: [1, 0, 0],
  deadliftStatus: [0, 0, 0],
};

const feed = (judgeResults: JudgeFeed['judgeResults']): JudgeFeed => ({
  liftData: { lifterData: LIFTER, platformData: { lift: 'B' } },
  judgeResults,
});

const meta = {
  title: 'Domain/JudgeBanner',
  component: JudgeBanner,
  args: { platform: 1, feed: feed({ '1': null, '2': null, '3': null }) },
  argTypes: { variation: { control: 'select', options: JUDGE_VARIATIONS } },
} satisfies Meta<typeof JudgeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Referees still deciding: the current attempt is marked, no light shows yet. */
export const Deciding: Story = {
  args: { feed: feed({ '1': true, '2': null, '3': null }) },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Platform 1' });
    await expect(within(banner).queryByText('Judge 1: Good Lift')).toBeNull();
    await expect(within(banner).getByRole('cell', { name: /Attempt 2: 65, current, pending/ })).toBeVisible();
    await expect(banner).toHaveTextContent('Total 192.5');
  },
};

/** All three decided, two good: lights revealed together, the attempt turns good, the total grows. */
export const GoodLift: Story = {
  args: { feed: feed({ '1': true, '2': false, '3': true }) },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Platform 1' });
    const lights = within(banner).getByRole('list', { name: 'Judge lights' });
    await expect(lights).toHaveTextContent('Judge 1: Good Lift');
    await expect(lights).toHaveTextContent('Judge 2: No Lift');
    await expect(within(banner).getByRole('cell', { name: /Attempt 2: 65, current, good/ })).toBeVisible();
    await expect(banner).toHaveTextContent('Total 197.5');
  },
};

/** Two red lights with the referees' reason cards (1 red, 2 blue). */
export const NoLiftWithCards: Story = {
  args: {
    feed: { ...feed({ '1': false, '2': false, '3': true }), judgeCards: { '1': 1, '2': 2, '3': null } },
  },
  play: async ({ canvasElement }) => {
    const lights = within(canvasElement).getByRole('list', { name: 'Judge lights' });
    await expect(lights).toHaveTextContent('Judge 1: No Lift, red card');
    await expect(lights).toHaveTextContent('Judge 2: No Lift, blue card');
  },
};
export const Medium: Story = { args: { variation: 'banner-200' } };
export const Small: Story = { args: { variation: 'banner-100' } };
export const MinimalistStats: Story = { args: { variation: 'minimalist-stats' } };

export const WaitingForData: Story = {
  args: { feed: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Waiting for data...');
  },
};

export const WaitingForLifter: Story = {
  args: {
    feed: {
      ...feed({ '1': null, '2': null, '3': null }),
      liftData: { lifterData: null, platformData: { lift: 'S' } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Waiting for lifter...');
  },
};

export const FetchFailed: Story = {
  args: { platform: 7, failed: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch data for Platform 7');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
