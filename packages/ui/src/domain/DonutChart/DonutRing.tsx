import { useMemo } from 'react';
import * as styles from './DonutChart.css.ts';
import type { DonutSlice } from './donut.ts';
import { ringPaths } from './ringPaths.ts';

export interface DonutRingProps {
  slices: readonly DonutSlice[];
  /** Diameter in pixels. */
  size: number;
  thickness: number;
  /** The slice brought forward, if any. */
  highlight: number | null;
  /** Pointer handlers that bring a slice forward and let it go. */
  hover: (index: number) => { onPointerEnter: () => void; onPointerLeave: () => void };
  centreValue: string;
  centreLabel: string;
}

/** A DonutChart's ring of slices (d3-shape's pie and arc, drawn by React): its own chunk. */
export function DonutRing({
  slices,
  size,
  thickness,
  highlight,
  hover,
  centreValue,
  centreLabel,
}: DonutRingProps) {
  const radius = size / 2;
  const paths = useMemo(
    () =>
      ringPaths(
        slices.map((slice) => slice.value),
        { radius, thickness },
      ),
    [slices, radius, thickness],
  );
  return (
    <svg
      className={styles.svg}
      width={size}
      height={size}
      viewBox={`${-radius} ${-radius} ${size} ${size}`}
      aria-hidden="true"
    >
      {slices.map((slice) =>
        paths[slice.index] ? (
          <path
            key={slice.index}
            d={paths[slice.index]}
            className={styles.slice({ tone: slice.tone })}
            data-active={highlight === slice.index || undefined}
            {...hover(slice.index)}
          />
        ) : null,
      )}
      <text className={styles.centreValue} textAnchor="middle" y={-2}>
        {centreValue}
      </text>
      <text className={styles.centreLabel} textAnchor="middle" y={18}>
        {centreLabel}
      </text>
    </svg>
  );
}
