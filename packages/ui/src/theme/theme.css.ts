import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkColours, lightColours } from './colours.ts';
import { chartPalette, fontSize, radius, size, space } from './tokens.ts';

/** What every theme defines; components style themselves with these variables only. */
export const vars = createThemeContract({
  color: { ...mapNull(lightColours) },
  space: { ...mapNull(space) },
  fontSize: { ...mapNull(fontSize) },
  radius: { ...mapNull(radius) },
  size: { ...mapNull(size) },
  font: { body: null, mono: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, body: null },
  elevation: { low: null, medium: null, high: null },
  motion: { fast: null, normal: null },
  chart: { c1: null, c2: null, c3: null, c4: null, c5: null, c6: null, c7: null, c8: null },
});

const chartColours = (colours: readonly string[]) =>
  Object.fromEntries(colours.map((colour, index) => [`c${index + 1}`, colour])) as Record<
    `c${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`,
    string
  >;

function mapNull<T extends Record<string, string>>(tokens: T): { [K in keyof T]: null } {
  return Object.fromEntries(Object.keys(tokens).map((key) => [key, null])) as { [K in keyof T]: null };
}

const shared = {
  space,
  fontSize,
  radius,
  size,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
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

export const lightTheme = createTheme(vars, lightThemeValues);
export const darkTheme = createTheme(vars, darkThemeValues);

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
export const THEME_NAMES = ['light', 'dark'] as const satisfies readonly ThemeName[];

// Whoever asks the system for less motion gets none.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': { vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms' } },
  },
});
