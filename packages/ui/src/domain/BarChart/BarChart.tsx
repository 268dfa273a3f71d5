import { lazy, Suspense, useMemo } from 'react';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import type { Currency } from '../../format/money.ts';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { ChartDataTable, ChartFigure, ChartPlaceholder } from '../ChartParts/ChartParts.tsx';
import { BAR_CHART_TEXTS } from './bar-chart-texts.ts';
import {
  type BarDatum,
  collectionsTooltip,
  formatAxisThousands,
  formatCount,
  hasValues,
  monthlyBars,
} from './barChart.ts';

// The drawing and its d3 scales load when a chart first shows, so a screen paints its figures first.
const BarPlot = lazy(() => import('./BarPlot.tsx').then((module) => ({ default: module.BarPlot })));

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
  /** The empty state's sentences in the interface's language, instead of the English around `emptyKind`. */
  emptyTitle?: string;
  emptyHint?: string;
}

/**
 * Vertical bars drawn by React from d3 scales (BarPlot, fetched when the chart first shows, behind a
 * placeholder of its exact size). The title and the table of numbers that only screen readers read
 * are here at once; the drawing repeats the table for the eye.
 */
export function BarChart({
  title,
  description,
  data,
  valueLabel = formatCount,
  tickFormat = formatCount,
  labelHeader,
  valueHeader,
  height = 300,
  headroom = 1.2,
  integerTicks = true,
  emptyKind = 'chart',
  emptyTitle,
  emptyHint,
}: BarChartProps) {
  const texts = useUiTexts(BAR_CHART_TEXTS);
  if (!hasValues(data)) {
    return (
      <ChartFigure title={title} description={description}>
        <EmptyState kind={emptyKind} title={emptyTitle} hint={emptyHint} />
      </ChartFigure>
    );
  }
  return (
    <ChartFigure title={title} description={description}>
      <Suspense fallback={<ChartPlaceholder shape="plot" height={height} />}>
        <BarPlot
          data={data}
          valueLabel={valueLabel}
          tickFormat={tickFormat}
          height={height}
          headroom={headroom}
          integerTicks={integerTicks}
        />
      </Suspense>
      <ChartDataTable
        caption={title}
        labelHeader={labelHeader ?? texts.month}
        valueHeader={valueHeader ?? texts.value}
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
