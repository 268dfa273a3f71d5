import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { chartPalette, fontSize, palette, radius, size, space } from './tokens.ts';

/** What every theme defines; components style themselves with these variables only. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    accentSurface: null,
    success: null,
    onSuccess: null,
    successSurface: null,
    successText: null,
    warning: null,
    onWarning: null,
    warningSurface: null,
    warningText: null,
    critical: null,
    onCritical: null,
    criticalSurface: null,
    criticalText: null,
    focusRing: null,
    overlay: null,
  },
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

export const lightTheme = createTheme(vars, {
  ...shared,
  chart: chartColours(chartPalette.light),
  color: {
    background: palette.grey50,
    surface: palette.white,
    surfaceRaised: palette.white,
    border: palette.grey200,
    borderStrong: palette.grey400,
    text: palette.grey900,
    textMuted: palette.grey600,
    accent: palette.blue700,
    accentHover: palette.blue800,
    onAccent: palette.white,
    accentSurface: palette.blue50,
    success: palette.green700,
    onSuccess: palette.white,
    successSurface: palette.green50,
    successText: palette.green700,
    warning: palette.yellow300,
    onWarning: palette.grey900,
    warningSurface: palette.yellow50,
    warningText: palette.yellow800,
    critical: palette.red700,
    onCritical: palette.white,
    criticalSurface: palette.red50,
    criticalText: palette.red700,
    focusRing: palette.blue700,
    overlay: 'rgba(15, 17, 21, 0.5)',
  },
  elevation: {
    low: '0 1px 2px rgba(15, 17, 21, 0.08)',
    medium: '0 4px 12px rgba(15, 17, 21, 0.12)',
    high: '0 12px 32px rgba(15, 17, 21, 0.2)',
  },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  chart: chartColours(chartPalette.dark),
  color: {
    background: palette.ink,
    surface: palette.night,
    surfaceRaised: palette.nightRaised,
    border: palette.nightBorder,
    borderStrong: palette.grey400,
    text: palette.mist,
    textMuted: palette.mistMuted,
    accent: palette.blue400,
    accentHover: palette.blue300,
    onAccent: palette.ink,
    accentSurface: palette.blue950,
    success: palette.green400,
    onSuccess: palette.ink,
    successSurface: palette.green950,
    successText: palette.green400,
    warning: palette.yellow300,
    onWarning: palette.ink,
    warningSurface: palette.yellow950,
    warningText: palette.yellow300,
    critical: palette.red400,
    onCritical: palette.ink,
    criticalSurface: palette.red950,
    criticalText: palette.red400,
    focusRing: palette.blue400,
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  elevation: {
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
    high: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
export const THEME_NAMES = ['light', 'dark'] as const satisfies readonly ThemeName[];

// Whoever asks the system for less motion gets none.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': { vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms' } },
  },
});
