import { globalStyle } from '@vanilla-extract/css';
import { darkTheme, lightTheme, vars } from './theme.css.ts';

// The page itself takes the theme's colours and type; everything else is styled by components.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  colorScheme: 'light dark',
});
globalStyle(`${darkTheme}`, { colorScheme: 'dark' });
globalStyle(`${lightTheme}`, { colorScheme: 'light' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
