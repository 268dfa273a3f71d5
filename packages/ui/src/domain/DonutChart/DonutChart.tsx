import { lazy, Suspense, useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { ChartDataTable, ChartFigure, ChartPlaceholder } from '../ChartParts/ChartParts.tsx';
import * as styles from './DonutChart.css.ts';
import {
  type DonutDatum,
  donutSlices,
  donutTotal,
  formatPercent,
  memberTypeData,
  ringThickness,
} from './donut.ts';
import { DONUT_CHART_TEXTS } from './donut-chart-texts.ts';

// The ring and d3-shape load when a chart first shows; the legend and the table are here at once.
const DonutRing = lazy(() => import('./DonutRing.tsx').then((module) => ({ default: module.DonutRing })));

export type { DonutDatum, DonutTone } from './donut.ts';

export interface DonutChartProps {
  /** Shown above the chart and used as its accessible name, e.g. 'User Types Distribution'. */
  title: string;
  description?: string;
  data: readonly DonutDatum[];
  /** How a value is written in the legend, the centre and the table (default: a whole number). */
  valueLabel?: (value: number) => string;
  /** Under the total in the ring's centre. */
  totalLabel?: string;
  /** Column headers of the screen-reader table. */
  labelHeader?: string;
  valueHeader?: string;
  /** Diameter in pixels. */
  size?: number;
  /** Names what is missing when every value is zero: 'No {emptyKind} data available.' */
  emptyKind?: string;
  /** The empty state's sentences in the interface's language, instead of the English around `emptyKind`. */
  emptyTitle?: string;
  emptyHint?: string;
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const formatWhole = (value: number) => countFormat.format(value);

/**
 * A ring of slices (DonutRing, fetched when the chart first shows, behind a placeholder of its
 * exact size) with a legend of every value and its
 * share; pointing at a slice or a legend row brings it forward. The numbers are also in a table that
 * only screen readers read; the drawing and the legend repeat it for the eye.
 */
export function DonutChart({
  title,
  description,
  data,
  valueLabel = formatWhole,
  totalLabel,
  labelHeader,
  valueHeader,
  size = 200,
  emptyKind = 'chart',
  emptyTitle,
  emptyHint,
}: DonutChartProps) {
  const texts = useUiTexts(DONUT_CHART_TEXTS);
  const thickness = ringThickness(size);
  const slices = useMemo(() => donutSlices(data), [data]);
  const total = donutTotal(data);
  const [highlight, setHighlight] = useState<number | null>(null);

  if (total === 0) {
    return (
      <ChartFigure title={title} description={description}>
        <EmptyState kind={emptyKind} title={emptyTitle} hint={emptyHint} />
      </ChartFigure>
    );
  }

  const highlighted = highlight === null ? undefined : slices[highlight];
  const centreValue = highlighted ? valueLabel(highlighted.value) : valueLabel(total);
  const centreLabel = highlighted ? highlighted.label : (totalLabel ?? texts.total);
  const hover = (index: number) => ({
    onPointerEnter: () => setHighlight(index),
    onPointerLeave: () => setHighlight((current) => (current === index ? null : current)),
  });

  return (
    <ChartFigure title={title} description={description}>
      <div className={styles.body} data-highlight={highlighted ? true : undefined}>
        <Suspense fallback={<ChartPlaceholder shape="ring" size={size} thickness={thickness} />}>
          <DonutRing
            slices={slices}
            size={size}
            thickness={thickness}
            highlight={highlight}
            hover={hover}
            centreValue={centreValue}
            centreLabel={centreLabel}
          />
        </Suspense>
        {/* The same numbers as the table below, laid out for the eye. */}
        <ul className={styles.legend} aria-hidden="true">
          {slices.map((slice) => (
            <li
              key={slice.index}
              className={styles.legendItem}
              data-active={highlight === slice.index || undefined}
              {...hover(slice.index)}
            >
              <span className={styles.swatch({ tone: slice.tone })} />
              <span className={styles.legendLabel}>{slice.label}</span>
              <span className={styles.legendValue}>
                {valueLabel(slice.value)} ({formatPercent(slice.percent)})
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ChartDataTable
        caption={title}
        labelHeader={labelHeader ?? texts.category}
        valueHeader={valueHeader ?? texts.value}
        rows={slices.map((slice) => ({
          label: slice.label,
          value: `${valueLabel(slice.value)} (${formatPercent(slice.percent)})`,
        }))}
      />
    </ChartFigure>
  );
}

/** The dashboard's 'User Types Distribution' of Active, Expired and Inactive members. */
export function MemberTypesChart({
  active,
  expired,
  inactive,
  title = 'User Types Distribution',
  ...props
}: { active: number; expired: number; inactive: number; title?: string } & Omit<
  DonutChartProps,
  'data' | 'title'
>) {
  const data = useMemo(() => memberTypeData({ active, expired, inactive }), [active, expired, inactive]);
  return (
    <DonutChart
      labelHeader="Member type"
      valueHeader="Members"
      totalLabel="Members"
      emptyKind="member"
      {...props}
      title={title}
      data={data}
    />
  );
}
