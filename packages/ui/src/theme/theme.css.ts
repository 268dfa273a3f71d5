import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { lightColours } from './colours.ts';
import { darkThemeValues, lightThemeValues } from './theme-values.ts';
import { fontSize, radius, size, space } from './tokens.ts';

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

function mapNull<T extends Record<string, string>>(tokens: T): { [K in keyof T]: null } {
  return Object.fromEntries(Object.keys(tokens).map((key) => [key, null])) as { [K in keyof T]: null };
}

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
