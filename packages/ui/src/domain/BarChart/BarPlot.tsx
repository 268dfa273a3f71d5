import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import { useElementWidth } from '../ChartParts/ChartParts.tsx';
import * as styles from './BarChart.css.ts';
import type { BarDatum } from './barChart.ts';
import { barIndexAt, barLayout, nextBarIndex } from './barLayout.ts';

export interface BarPlotProps {
  data: readonly BarDatum[];
  valueLabel: (value: number) => string;
  tickFormat: (value: number) => string;
  height: number;
  headroom: number;
  integerTicks: boolean;
}

/**
 * The bars, axes and tooltip of a BarChart, drawn by React from d3 scales: its own chunk, fetched
 * when a chart first shows. Hovering a bar or focusing it (Tab reaches the chart, the arrow keys,
 * Home and End move between bars, Escape hides the tooltip) shows its value.
 */
export function BarPlot({ data, valueLabel, tickFormat, height, headroom, integerTicks }: BarPlotProps) {
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
  );
}
