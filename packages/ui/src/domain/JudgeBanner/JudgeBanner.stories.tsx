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
    const banner = within(canvasElement).getByRole('region', { name: 'Platform 1, banner-300' });
    await expect(within(banner).queryByText('Judge 1: Good Lift')).toBeNull();
    await expect(within(banner).getByRole('cell', { name: /Attempt 2: 65, current, pending/ })).toBeVisible();
    await expect(banner).toHaveTextContent('Total 192.5');
  },
};

/** All three decided, two good: lights revealed together, the attempt turns good, the total grows. */
export const GoodLift: Story = {
  args: { feed: feedOf({ results: TWO_GOOD }) },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Platform 1, banner-300' });
    const lights = within(banner).getByRole('list', { name: 'Judge lights' });
    await expect(lights).toHaveTextContent('Judge 1: Good Lift');
    await expect(lights).toHaveTextContent('Judge 2: No Lift');
    await expect(within(banner).getByRole('cell', { name: /Attempt 2: 65, current, good/ })).toBeVisible();
    await expect(banner).toHaveTextContent('Total 197.5');
  },
};

/** Two red lights with the referees' reason cards (1 red, 2 blue), each card as wide as its light. */
export const NoLiftWithCards: Story = {
  args: {
    feed: feedOf({ results: TWO_RED, cards: { '1': 1, '2': 2, '3': null } }),
  },
  play: async ({ canvasElement }) => {
    const lights = within(canvasElement).getByRole('list', { name: 'Judge lights' });
    await expect(lights).toHaveTextContent('Judge 1: No Lift, red card');
    await expect(lights).toHaveTextContent('Judge 2: No Lift, blue card');
    const [slot] = lights.querySelectorAll('li');
    const [light, card] = slot ? [...slot.querySelectorAll('span[aria-hidden="true"]')] : [];
    if (!light || !card) throw new Error('no light with its card');
    await expect(card.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      light.getBoundingClientRect().width,
    );
    await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(16);
  },
};

const lightStyles = (canvasElement: HTMLElement) =>
  [
    ...canvasElement.querySelectorAll(
      'ul[aria-label="Judge lights"] li > span[aria-hidden="true"]:first-child',
    ),
  ].map((light) => getComputedStyle(light));

/**
 * In the light theme a good lift is a filled white light and a referee still deciding a dashed
 * ring, both on the black housing: never two white circles with grey borders.
 */
export const DecidedAgainstWaiting: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <JudgeBanner {...args} platform={1} feed={feedOf({ results: ONE_DECIDED })} />
      <JudgeBanner {...args} platform={2} feed={feedOf({ results: { '1': true, '2': true, '3': true } })} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [waiting, , , good] = lightStyles(canvasElement);
    if (!waiting || !good) throw new Error('no lights');
    await expect(waiting.borderStyle).toBe('dashed');
    await expect(waiting.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(good.borderStyle).toBe('solid');
    await expect(good.backgroundColor).toBe('rgb(255, 255, 255)');
    const housing = canvasElement.querySelector('ul[aria-label="Judge lights"]');
    if (!housing) throw new Error('no housing');
    await expect(getComputedStyle(housing).backgroundColor).toBe('rgb(15, 17, 21)');
  },
};

/** Platforms stacked in several variations: each banner is labelled and named on its own. */
export const StackedPlatforms: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[1, 2].flatMap((platform) =>
        (['banner-300', 'banner-100', 'minimalist-stats'] as const).map((variation) => (
          <JudgeBanner key={`${platform}-${variation}`} {...args} platform={platform} variation={variation} />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    await expect(new Set(names).size).toBe(6);
    await expect(within(canvasElement).getAllByText('Platform 2')).toHaveLength(3);
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
