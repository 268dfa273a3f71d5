import { type ReactNode, useEffect, useId, useState } from 'react';
import { visuallyHidden } from '../../styles/focus.css.ts';
import * as styles from './ChartParts.css.ts';
import { CHART_LOADING_ATTRIBUTE } from './charts-drawn.ts';

/** The chart's title, read as the figure's name; an optional line of explanation under it. */
export function ChartFigure({
  title,
  description,
  children,
}: {
  title: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <figure
      className={styles.figure}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <figcaption className={styles.caption}>
        <span id={titleId}>{title}</span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </figcaption>
      {children}
    </figure>
  );
}

export type ChartPlaceholderProps =
  | { shape: 'plot' /** The drawing's height in pixels; it is as wide as its container. */; height: number }
  | { shape: 'ring' /** The ring's diameter in pixels. */; size: number; thickness: number };

/**
 * Stands where a chart's drawing will be, at its exact size, while the drawing's code loads: nothing
 * below it moves when the chart arrives. Hidden from screen readers, who have the chart's table.
 */
export function ChartPlaceholder(props: ChartPlaceholderProps) {
  const loading = { [CHART_LOADING_ATTRIBUTE]: '' };
  if (props.shape === 'plot') {
    return (
      <div
        {...loading}
        aria-hidden="true"
        className={styles.plotPlaceholder}
        style={{ height: props.height }}
      />
    );
  }
  return (
    <div
      {...loading}
      aria-hidden="true"
      className={styles.ringPlaceholder}
      style={{ width: props.size, borderWidth: props.thickness }}
    />
  );
}

/** The chart's numbers as a table, for screen readers: what the drawing shows, in words. */
export function ChartDataTable({
  caption,
  labelHeader,
  valueHeader,
  rows,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: readonly { label: string; value: string }[];
}) {
  // A table keeps the width of its cells whatever its own width says, so the hidden box is a block
  // around it: otherwise a long row would still widen the page on a phone.
  return (
    <div className={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Labels may repeat (two tags with the same text are the caller's data), so the index keys.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
            <tr key={index}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The width in CSS pixels of the element given the returned ref, following resizes; `fallback`
 * until it is measured. A callback ref, so an element that mounts later is measured too.
 */
export function useElementWidth(fallback: number): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
