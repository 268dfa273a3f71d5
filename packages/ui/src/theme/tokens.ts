/**
 * Raw design tokens: the only place with literal colours and sizes. Components never read these;
 * they use the theme contract's `vars` (theme.css.ts), which each theme fills from here.
 */
export const palette = {
  white: '#ffffff',
  grey50: '#f6f7f9',
  grey100: '#eceef2',
  grey200: '#d9dde4',
  grey400: '#9aa1ad',
  grey600: '#4b5563',
  grey800: '#1f2937',
  grey900: '#14171c',
  ink: '#0f1115',
  night: '#181b21',
  nightRaised: '#21252d',
  nightBorder: '#343a46',
  mist: '#e8eaed',
  mistMuted: '#a9b0bb',
  blue700: '#1d4ed8',
  blue800: '#1e40af',
  blue300: '#93c5fd',
  blue400: '#60a5fa',
  blue50: '#eff6ff',
  blue950: '#172554',
  green700: '#15803d',
  green50: '#ecfdf3',
  green400: '#4ade80',
  green950: '#052e16',
  yellow800: '#854d0e',
  yellow50: '#fefce8',
  yellow300: '#fde047',
  yellow950: '#422006',
  red500: '#ef4444',
  red700: '#b91c1c',
  red50: '#fef2f2',
  red400: '#f87171',
  red950: '#450a0a',
} as const;

/**
 * Categorical colours for charts (income or expense by tag): eight hues told apart by people with
 * the common colour-vision deficiencies, dark enough on a light surface and light enough on a dark one.
 */
export const chartPalette = {
  light: ['#1d4ed8', '#b45309', '#15803d', '#b91c1c', '#7c3aed', '#0e7490', '#be185d', '#4b5563'],
  dark: ['#60a5fa', '#fbbf24', '#4ade80', '#f87171', '#a78bfa', '#22d3ee', '#f472b6', '#9ca3af'],
} as const;
export const CHART_COLOUR_COUNT = 8;

export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;

export const fontSize = {
  small: '0.875rem',
  body: '1rem',
  large: '1.125rem',
  xlarge: '1.375rem',
  heading: '1.75rem',
  display: '2.25rem',
} as const;

export const radius = { small: '4px', medium: '8px', large: '12px', full: '9999px' } as const;

/** The smallest comfortable touch target on a phone: controls are at least this tall. */
export const size = { touchTarget: '44px' } as const;

/** The specification's single breakpoint: 600 px and wider is the desktop layout, under it the phone's. */
export const DESKTOP_MIN_WIDTH = 600;
