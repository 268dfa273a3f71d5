import type { Decorator, Preview } from '@storybook/react-vite';
import '@gym/ui/global.css';
import { THEME_NAMES, type ThemeName, themes } from '@gym/ui/themes';

// Tests run once per theme (vitest.config.ts sets VITE_STORYBOOK_THEME), so axe checks both.
const initialTheme = (import.meta.env.VITE_STORYBOOK_THEME as ThemeName | undefined) ?? 'light';

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? initialTheme;
  // The theme goes on <body> so dialogs and toasts rendered in portals take it too.
  document.body.className = themes[theme];
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  initialGlobals: { theme: initialTheme },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...THEME_NAMES], dynamicTitle: true },
    },
  },
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};
export default preview;
