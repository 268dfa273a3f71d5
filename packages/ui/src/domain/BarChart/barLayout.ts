// The bar chart's geometry (d3 scales): loaded with the drawing (BarPlot), after the screen's figures.
import { max, ticks as tickValuesOf } from 'd3-array';
import { scaleBand } from 'd3-scale';
import type { BarDatum } from './barChart.ts';

export interface BarLayoutOptions {
  width: number;
  height: number;
  /** The y axis ends at this multiple of the highest value (the specification suggests 1.2). */
  headroom?: number;
  /** Formats a y-axis tick; its longest text decides the left margin. */
  tickFormat?: (value: number) => string;
  tickCount?: number;
  /** Keep only whole-number ticks (counts and rupees): a small maximum gives 0, 1, 2, not 0.5 steps. */
  integerTicks?: boolean;
}

export interface BarGeometry {
  index: number;
  label: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Horizontal centre of the bar, where its label and tooltip sit. */
  centre: number;
  /**
   * The label as drawn under the bar, one line each ('November' over '2026'), or empty where the
   * labels are thinned out because every one would not fit.
   */
  labelLines: readonly string[];
}

export interface BarLayout {
  bars: BarGeometry[];
  ticks: { value: number; y: number; text: string }[];
  yMax: number;
  /** The plot area inside the margins. */
  plot: { left: number; right: number; top: number; bottom: number };
  /** Every how many bars a label is drawn (1: all of them), counted back from the last bar. */
  labelEvery: number;
}

/**
 * Rough width of one character of the chart's small type (0.875rem), used to reserve room for
 * labels; on the generous side, as capitals and 'm' are wider than the average.
 */
const CHAR_WIDTH = 7.5;
/** The least room between two labels on the x axis. */
const LABEL_GAP = 8;
/** The height of one line of label and the room above the first. */
const LABEL_LINE = 16;
/** The band's padding: the centre of the first bar lies this many steps right of the range's start. */
const PADDING_INNER = 0.25;
const PADDING_OUTER = 0.15;
const FIRST_CENTRE = PADDING_OUTER + (1 - PADDING_INNER) / 2;

/**
 * A category label on two lines where it has a space: the last word (the year) under the rest,
 * without the comma before it: 'November 2026' -> ['November', '2026'], 'Nov 3, 2026' ->
 * ['Nov 3', '2026'].
 */
export function labelLinesOf(label: string): string[] {
  const space = label.lastIndexOf(' ');
  if (space <= 0) return [label];
  return [label.slice(0, space).replace(/,$/, ''), label.slice(space + 1)];
}

/** The y axis maximum: `headroom` times the highest value, or 1 when nothing is above zero. */
export function yAxisMax(values: readonly number[], headroom = 1.2): number {
  const highest = max(values) ?? 0;
  return highest > 0 ? highest * headroom : 1;
}

/** Where every bar, tick and label goes for a chart of the given pixel size (d3 scales, no DOM). */
export function barLayout(data: readonly BarDatum[], options: BarLayoutOptions): BarLayout {
  const { width, height, headroom = 1.2, tickFormat = String, tickCount = 5, integerTicks = true } = options;
  const yMax = yAxisMax(
    data.map((d) => d.value),
    headroom,
  );
  // d3-array's ticks are what scaleLinear().ticks() returns; the linear scale itself would bring
  // d3-interpolate, d3-color and d3-format for a mapping that is one line here (see `y` below).
  const tickValues = tickValuesOf(0, yMax, tickCount).filter(
    (value) => !integerTicks || Number.isInteger(value),
  );
  const tickTexts = tickValues.map(tickFormat);
  const longestTick = Math.max(1, ...tickTexts.map((t) => t.length));
  const lines = data.map((d) => labelLinesOf(d.label));
  const lineCount = Math.max(1, ...lines.map((l) => l.length));
  const labelWidth = Math.max(1, ...lines.flat().map((line) => line.length)) * CHAR_WIDTH;

  const top = 12;
  const bandFrom = (left: number, right: number) =>
    scaleBand<number>()
      .domain(data.map((_, i) => i))
      .range([left, Math.max(left + 1, right)])
      .paddingInner(PADDING_INNER)
      .paddingOuter(PADDING_OUTER);
  const tickRoom = longestTick * CHAR_WIDTH + 16;
  // The first and last labels are centred under their bars: leave each half a label of room.
  const roughStep = bandFrom(tickRoom, width - 8).step();
  const overhang = labelWidth / 2 - roughStep * FIRST_CENTRE + 2;
  const left = Math.max(tickRoom, overhang);
  const right = width - Math.max(8, overhang);
  const band = bandFrom(left, right);
  // Labels that would touch are thinned to every n-th, the last (the latest month) always drawn.
  const labelEvery = Math.max(1, Math.ceil((labelWidth + LABEL_GAP) / band.step()));
  const labelRoom = lineCount * LABEL_LINE + 12;
  const bottom = Math.max(top + 1, height - labelRoom);
  /** A value's height on the axis: 0 at the bottom, yMax at the top. */
  const y = (value: number) => {
    const t = value / yMax;
    return bottom * (1 - t) + top * t;
  };

  const bars = data.map((d, index) => {
    const x = band(index) ?? left;
    const barTop = y(Math.max(0, d.value));
    return {
      index,
      label: d.label,
      value: d.value,
      x,
      y: barTop,
      width: band.bandwidth(),
      height: bottom - barTop,
      centre: x + band.bandwidth() / 2,
      labelLines: (data.length - 1 - index) % labelEvery === 0 ? (lines[index] ?? []) : [],
    };
  });
  const ticks = tickValues.map((value, i) => ({ value, y: y(value), text: tickTexts[i] ?? String(value) }));
  return { bars, ticks, yMax, plot: { left, right, top, bottom }, labelEvery };
}

/** The bar that keyboard focus moves to from `index` for a key, or null for other keys. */
export function nextBarIndex(index: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The bar whose column (the bar plus half the gap on each side) contains `x`, in the chart's
 * pixels, or null outside every column: the pointer need not be on the bar itself.
 */
export function barIndexAt(bars: readonly BarGeometry[], x: number): number | null {
  for (const bar of bars) {
    const next = bars[bar.index + 1];
    const gap = next ? next.x - (bar.x + bar.width) : 0;
    const previous = bars[bar.index - 1];
    const gapBefore = previous ? bar.x - (previous.x + previous.width) : 0;
    if (x >= bar.x - gapBefore / 2 && x < bar.x + bar.width + gap / 2) return bar.index;
  }
  return null;
}
