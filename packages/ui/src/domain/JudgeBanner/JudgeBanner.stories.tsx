import { feedOf, ONE_DECIDED, TWO_GOOD, TWO_RED } from '@gym/judge-core/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JUDGE_VARIATIONS, JudgeBanner } from './JudgeBanner.tsx';

const meta = {
  title: 'Domain/JudgeBanner',
  component: JudgeBanner,
  args: { platform: 1, feed: feedOf() },
  argTypes: { variation: { control: 'select', options: JUDGE_VARIATIONS } },
} satisfies Meta<typeof JudgeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Referees still deciding: the current attempt is marked, no light shows yet. */
export const Deciding: Story = {
  args: { feed: feedOf({ results: ONE_DECIDED }) },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Platform 1' });
    await expect(within(banner).queryByText('Judge 1: Good Lift')).toBeNull();
    await expect(within(banner).getByRole('cell', { name: /Attempt 2: 65, current, pending/ })).toBeVisible();
    await expect(banner).toHaveTextContent('Total 192.5');
  },
};

/** All three decided, two good: lights revealed together, the attempt turns good, the total grows. */
export const GoodLift: Story = {
  args: { feed: feedOf({ results: TWO_GOOD }) },
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
    feed: feedOf({ results: TWO_RED, cards: { '1': 1, '2': 2, '3': null } }),
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
    feed: feedOf({ lifter: null, lift: 'S' }),
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
