// The donut's geometry (d3-shape): loaded with the ring (DonutRing), after the screen's figures.
import { arc, pie } from 'd3-shape';
import { countedValue } from './donut.ts';

/**
 * The SVG path of every value's slice of a ring of outer radius `radius` and the given thickness,
 * around (0, 0), in data order, clockwise from 12 o'clock; empty for a value of zero.
 */
export function ringPaths(
  values: readonly number[],
  { radius, thickness }: { radius: number; thickness: number },
): string[] {
  const counted = values.map(countedValue);
  const angles = pie<number>()
    .sort(null)
    .value((value) => value)(counted);
  const ring = arc<{ startAngle: number; endAngle: number; padAngle: number }>()
    .innerRadius(Math.max(0, radius - thickness))
    .outerRadius(radius)
    .cornerRadius(2);
  const several = counted.filter((value) => value > 0).length > 1;
  return counted.map((value, index) => {
    const angle = angles[index];
    return angle && value > 0 ? (ring({ ...angle, padAngle: several ? 0.012 : 0 }) ?? '') : '';
  });
}
