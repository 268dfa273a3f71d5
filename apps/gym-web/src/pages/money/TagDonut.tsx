import { DonutChart, type DonutChartProps } from '@gym/ui';

/**
 * A donut of money by tag, in a chunk of its own: the analytics screen's second card sits below the
 * report, so its chart code arrives just after the screen's first load (the first-load budget).
 */
export default function TagDonut(props: DonutChartProps) {
  return <DonutChart {...props} />;
}
