/** Meaningful colours a datum may ask for (Active green, Expired red, Inactive grey). */
export const STATUS_TONES = ['success', 'critical', 'muted'] as const;
/** The chart palette of the theme, taken in order by data without a tone of their own. */
export const DONUT_TONES = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'] as const;
export type DonutTone = (typeof DONUT_TONES)[number] | (typeof STATUS_TONES)[number];

export interface DonutDatum {
  label: string;
  value: number;
  /** Fixed colour (Active success, Expired critical...); otherwise the next tone in order. */
  tone?: DonutTone;
}

export interface DonutSlice {
  index: number;
  label: string;
  value: number;
  tone: DonutTone;
  /** Share of the total, 0 to 100, rounded to one decimal so the shares add up to exactly 100. */
  percent: number;
}

/** Tone of the slice at `index`: its own, or the palette in order (wrapping around). */
export function toneFor(index: number, tone?: DonutTone): DonutTone {
  return tone ?? DONUT_TONES[index % DONUT_TONES.length] ?? 'c1';
}

/**
 * Shares of the total in percent with one decimal that add up to exactly 100 (largest remainder):
 * three equal parts give 33.4, 33.3, 33.3 rather than 33.3 three times.
 */
export function percentages(values: readonly number[]): number[] {
  const clean = values.map(countedValue);
  const total = clean.reduce((sum, v) => sum + v, 0);
  if (total === 0) return clean.map(() => 0);
  const tenths = clean.map((v) => (v / total) * 1000);
  const floors = tenths.map(Math.floor);
  let missing = 1000 - floors.reduce((sum, v) => sum + v, 0);
  const order = tenths
    .map((t, i) => ({ i, remainder: t - Math.floor(t) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing--;
  }
  return floors.map((v) => v / 10);
}

/** Sum of the positive values. */
export function donutTotal(data: readonly { value: number }[]): number {
  return data.reduce((sum, d) => sum + countedValue(d.value), 0);
}

/** Negative, NaN and infinite values count as nothing. */
export function countedValue(value: number): number {
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}

/** The slices in data order with their tones and shares (the ring's paths are DonutRing's). */
export function donutSlices(data: readonly DonutDatum[]): DonutSlice[] {
  const shares = percentages(data.map((d) => d.value));
  return data.map((d, index) => ({
    index,
    label: d.label,
    value: d.value,
    tone: toneFor(index, d.tone),
    percent: shares[index] ?? 0,
  }));
}

/** The ring's thickness for a diameter: a little over a third of the radius, at least 16 pixels. */
export function ringThickness(size: number): number {
  return Math.max(16, (size / 2) * 0.38);
}

/** 60 -> '60%', 33.3 -> '33.3%'. */
export function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** The dashboard's 'User Types Distribution': Active green, Expired red, Inactive grey. */
export function memberTypeData(counts: { active: number; expired: number; inactive: number }): DonutDatum[] {
  return [
    { label: 'Active', value: counts.active, tone: 'success' },
    { label: 'Expired', value: counts.expired, tone: 'critical' },
    { label: 'Inactive', value: counts.inactive, tone: 'muted' },
  ];
}
