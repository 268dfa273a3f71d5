import { darkColours, lightColours } from './colours.ts';
import { chartPalette, fontSize, radius, size, space } from './tokens.ts';

/** Each theme's values for the contract `vars` (theme.css.ts); plain data, no styles. */
const chartColours = (colours: readonly string[]) =>
  Object.fromEntries(colours.map((colour, index) => [`c${index + 1}`, colour])) as Record<
    `c${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`,
    string
  >;

const shared = {
  space,
  fontSize,
  radius,
  size,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Noto Sans Sinhala", sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', body: '1.5' },
  motion: { fast: '120ms', normal: '200ms' },
};

/** The light theme's values (also the page's own before any script runs, see global.css.ts). */
export const lightThemeValues = {
  ...shared,
  chart: chartColours(chartPalette.light),
  color: lightColours,
  elevation: {
    low: '0 1px 2px rgba(15, 17, 21, 0.08)',
    medium: '0 4px 12px rgba(15, 17, 21, 0.12)',
    high: '0 12px 32px rgba(15, 17, 21, 0.2)',
  },
};

/** The dark theme's values (the page's own under `prefers-color-scheme: dark`). */
export const darkThemeValues = {
  ...shared,
  chart: chartColours(chartPalette.dark),
  color: darkColours,
  elevation: {
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
    high: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};
