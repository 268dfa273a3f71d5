import { assignVars, globalStyle } from '@vanilla-extract/css';
import { darkTheme, lightTheme, vars } from './theme.css.ts';
import { darkThemeValues, lightThemeValues } from './theme-values.ts';

// Before any script runs (a page rendered ahead of its JavaScript), the page follows the device's
// light or dark preference by CSS alone; a theme class on <body> (set by script) still overrides it.
globalStyle(':root', {
  vars: assignVars(vars, lightThemeValues),
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkThemeValues) },
    '(prefers-reduced-motion: reduce)': { vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms' } },
  },
});

// The page itself takes the theme's colours and type; everything else is styled by components.
const page = {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  colorScheme: 'light dark',
};
globalStyle('body', page);

// A theme class (on <body>, or on a story's frame) takes the same, from its own variables.
globalStyle(`${lightTheme}, ${darkTheme}`, page);
globalStyle(`${darkTheme}`, { colorScheme: 'dark' });
globalStyle(`${lightTheme}`, { colorScheme: 'light' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
