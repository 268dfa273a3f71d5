import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import type { Currency } from '../../format/money.ts';
import { ChartDataTable, ChartFigure, useElementWidth } from '../ChartParts/ChartParts.tsx';
import * as styles from './BarChart.css.ts';
import {
  type BarDatum,
  barIndexAt,
  barLayout,
  collectionsTooltip,
  formatAxisThousands,
  formatCount,
  hasValues,
  monthlyBars,
  nextBarIndex,
} from './barChart.ts';

export type { BarDatum } from './barChart.ts';

export interface BarChartProps {
  /** Shown above the chart and used as its accessible name, e.g. 'Monthly Payment Collections'. */
  title: string;
  /** An optional line under the title. */
  description?: string;
  data: readonly BarDatum[];
  /** The value as the tooltip, the bar's name and the data table write it (default: a whole number). */
  valueLabel?: (value: number) => string;
  /** A y-axis tick (default: a whole number). */
  tickFormat?: (value: number) => string;
  /** Column headers of the screen-reader table. */
  labelHeader?: string;
  valueHeader?: string;
  /** Height of the drawing in pixels; the width follows the container. */
  height?: number;
  /** The y axis ends at this multiple of the highest value. */
  headroom?: number;
  /** Whole-number ticks only (default), for counts and rupees. */
  integerTicks?: boolean;
  /** Names what is missing when every value is zero: 'No {emptyKind} data available.' */
  emptyKind?: string;
}

/**
 * Vertical bars drawn by React from d3 scales. Hovering a bar or focusing it (Tab reaches the chart,
 * the arrow keys, Home and End move between bars, Escape hides the tooltip) shows its value; the
 * numbers are also in a table that only screen readers read.
 */
export function BarChart({
  title,
  description,
  data,
  valueLabel = formatCount,
  tickFormat = formatCount,
  labelHeader = 'Month',
  valueHeader = 'Value',
  height = 300,
  headroom = 1.2,
  integerTicks = true,
  emptyKind = 'chart',
}: BarChartProps) {
  const barRefs = useRef<(SVGRectElement | null)[]>([]);
  const tooltipId = useId();
  const [plotRef, width] = useElementWidth(640);
  const layout = useMemo(
    () => barLayout(data, { width, height, headroom, tickFormat, integerTicks }),
    [data, width, height, headroom, tickFormat, integerTicks],
  );
  const [tabStop, setTabStop] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);

  if (!hasValues(data)) {
    return (
      <ChartFigure title={title} description={description}>
        <EmptyState kind={emptyKind} />
      </ChartFigure>
    );
  }

  const rovingIndex = Math.min(tabStop, data.length - 1);
  const activeIndex = hovered ?? focused;
  const activeBar = activeIndex === null || dismissed ? undefined : layout.bars[activeIndex];
  const focusedBar = focused === null ? undefined : layout.bars[focused];

  const onKeyDown = (event: KeyboardEvent<SVGRectElement>, index: number) => {
    if (event.key === 'Escape') {
      setDismissed(true);
      return;
    }
    const next = nextBarIndex(index, event.key, data.length);
    if (next === null) return;
    event.preventDefault();
    setTabStop(next);
    setDismissed(false);
    barRefs.current[next]?.focus();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // On a bar, that bar; elsewhere, the column under the pointer.
    const own = event.target instanceof Element ? event.target.getAttribute('data-index') : null;
    const index =
      own !== null
        ? Number(own)
        : barIndexAt(layout.bars, event.clientX - event.currentTarget.getBoundingClientRect().left);
    if (index !== hovered) {
      setHovered(index);
      setDismissed(false);
    }
  };

  return (
    <ChartFigure title={title} description={description}>
      <div
        ref={plotRef}
        className={styles.plot}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHovered(null)}
      >
        {/* Axes, labels and the focus outline: for the eye only, the table says the same. */}
        <svg
          className={styles.svg}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          data-y-max={layout.yMax}
        >
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                className={tick.value === 0 ? styles.baseline : styles.gridLine}
                x1={layout.plot.left}
                x2={layout.plot.right}
                y1={tick.y}
                y2={tick.y}
              />
              <text
                className={styles.axisText}
                x={layout.plot.left - 8}
                y={tick.y}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {tick.text}
              </text>
            </g>
          ))}
          {layout.bars.map((bar) =>
            bar.labelLines.length > 0 ? (
              <text
                key={bar.index}
                className={styles.axisText}
                x={bar.centre}
                y={layout.plot.bottom + 6}
                textAnchor="middle"
                data-axis-label=""
              >
                {bar.labelLines.map((line, i) => (
                  <tspan key={line} x={bar.centre} dy={i === 0 ? '1.1em' : '1.2em'}>
                    {line}
                  </tspan>
                ))}
              </text>
            ) : null,
          )}
          {focusedBar ? (
            <rect
              className={styles.focusOutline}
              x={focusedBar.x - 3}
              y={focusedBar.y - 3}
              width={focusedBar.width + 6}
              height={focusedBar.height + 6}
              rx={2}
            />
          ) : null}
        </svg>
        {/* The bars, over the axes: each one named with its label and value, one Tab stop for all. */}
        <svg
          className={styles.barLayer}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="none"
        >
          {layout.bars.map((bar) => (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a data point that takes focus to show its tooltip is an image with a name, the usual pattern for charts
            <rect
              key={bar.index}
              ref={(element) => {
                barRefs.current[bar.index] = element;
              }}
              role="img"
              aria-label={`${bar.label}: ${valueLabel(bar.value)}`}
              tabIndex={bar.index === rovingIndex ? 0 : -1}
              className={styles.bar}
              data-index={bar.index}
              data-active={activeBar?.index === bar.index || undefined}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              onFocus={() => {
                setFocused(bar.index);
                setTabStop(bar.index);
                setDismissed(false);
              }}
              onBlur={() => setFocused((current) => (current === bar.index ? null : current))}
              onKeyDown={(event) => onKeyDown(event, bar.index)}
            />
          ))}
        </svg>
        {activeBar ? (
          <div
            id={tooltipId}
            role="tooltip"
            className={styles.tooltip}
            style={{ left: Math.min(Math.max(activeBar.centre, 64), width - 64), top: activeBar.y }}
          >
            <span className={styles.tooltipLabel}>{activeBar.label}</span>
            <span>{valueLabel(activeBar.value)}</span>
          </div>
        ) : null}
      </div>
      <ChartDataTable
        caption={title}
        labelHeader={labelHeader}
        valueHeader={valueHeader}
        rows={data.map((d) => ({ label: d.label, value: valueLabel(d.value) }))}
      />
    </ChartFigure>
  );
}

export interface MonthlyCollectionsChartProps
  extends Omit<BarChartProps, 'data' | 'title' | 'valueLabel' | 'tickFormat' | 'valueHeader'> {
  title?: string;
  /** Collected amount per month (month 1 to 12), oldest first. */
  months: readonly { year: number; month: number; amount: number }[];
  /** The gym's currency, which the tooltip names (default NPR). */
  currency?: Currency;
}

/** The dashboard's 'Monthly Payment Collections': axis in thousands, tooltip 'NPR amount (x.xk)'. */
export function MonthlyCollectionsChart({
  title = 'Monthly Payment Collections',
  months,
  currency = 'NPR',
  ...props
}: MonthlyCollectionsChartProps) {
  const data = useMemo(
    () => monthlyBars(months.map((m) => ({ year: m.year, month: m.month, value: m.amount }))),
    [months],
  );
  return (
    <BarChart
      emptyKind="collection"
      {...props}
      title={title}
      data={data}
      valueLabel={(amount) => collectionsTooltip(amount, currency)}
      tickFormat={formatAxisThousands}
      valueHeader="Collected"
    />
  );
}
