import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BarChart } from '../BarChart/BarChart.tsx';
import { DonutChart } from '../DonutChart/DonutChart.tsx';
import { ringThickness } from '../DonutChart/donut.ts';
import { ChartFigure, ChartPlaceholder } from './ChartParts.tsx';
import { chartsDrawn } from './charts-drawn.ts';

const meta = { title: 'Domain/ChartPlaceholder' } satisfies Meta;
export default meta;
type Story = StoryObj;

const BARS = [
  { label: 'September 2026', value: 120 },
  { label: 'October 2026', value: 340 },
  { label: 'November 2026', value: 95 },
];
const SLICES = [
  { label: 'Membership', value: 60000 },
  { label: 'Supplements', value: 20000 },
];

/** The box a placeholder and a drawing take, to the pixel. */
const boxOf = (element: Element | null | undefined) => {
  const { width, height } = element?.getBoundingClientRect() ?? { width: -1, height: -1 };
  return { width, height };
};

/** Side by side in equal columns, so each is measured at the same width. */
const columns = (width: number) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(2, ${width}px)`,
  gap: 16,
  alignItems: 'start',
});

/**
 * While a bar chart's drawing loads, the chart's frame holds its placeholder, which takes exactly the
 * drawing's box: the frame keeps its size and nothing under it moves when the bars arrive.
 */
export const SameBoxAsTheBars: Story = {
  render: () => (
    <div style={columns(320)}>
      <div data-testid="loading">
        <ChartFigure title="Monthly SMS Count">
          <ChartPlaceholder shape="plot" height={240} />
        </ChartFigure>
      </div>
      <div data-testid="drawn">
        <BarChart title="Monthly SMS Count" data={BARS} height={240} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const loading = canvasElement.querySelector('[data-testid="loading"]');
    const drawn = canvasElement.querySelector('[data-testid="drawn"]');
    await waitFor(() => expect(drawn && chartsDrawn(drawn)).toBe(true));
    await expect(boxOf(loading?.querySelector('figure > div'))).toEqual(
      boxOf(drawn?.querySelector('svg')?.parentElement),
    );
    await expect(boxOf(loading?.querySelector('figure'))).toEqual(boxOf(drawn?.querySelector('figure')));
  },
};

/** The same for a ring: the placeholder is the ring's size and shape. */
export const SameBoxAsTheRing: Story = {
  render: () => (
    <div style={columns(280)}>
      <div data-testid="loading" style={{ display: 'flex' }}>
        <ChartPlaceholder shape="ring" size={200} thickness={ringThickness(200)} />
      </div>
      <div data-testid="drawn">
        <DonutChart title="Income by tag" data={SLICES} size={200} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelector('[data-testid="drawn"]');
    await waitFor(() => expect(drawn && chartsDrawn(drawn)).toBe(true));
    const placeholder = canvasElement.querySelector('[data-testid="loading"] > div');
    await expect(boxOf(placeholder)).toEqual(boxOf(drawn?.querySelector('svg')));
    await expect(getComputedStyle(placeholder as Element).borderRadius).toBe('50%');
  },
};
