import type { Decorator, Preview } from '@storybook/react-vite';
import '@gym/ui/global.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import '@fontsource/noto-sans-sinhala/400.css';
import '@fontsource/noto-sans-sinhala/700.css';
import { THEME_NAMES, type ThemeName, themes } from '@gym/ui/themes';
import { EVERY_AREA, languageStore, switchLanguage } from '@gym/web/i18n';
import { AppUiTexts } from '@gym/web/ui-texts';
import { holdToasts } from '../../../packages/ui/src/components/Toast/Toast.tsx';
import { fixTheClock } from '../src/fixtures/clock.ts';

// Every story, screen or component, sees the same morning: 2026-03-15 09:30 UTC.
fixTheClock();
// A story's toast is in its picture however long its play took (the Toast stories that time a
// toast let it go).
holdToasts(true);

// The test projects set these (vitest.config.ts): the theme, and whether this pass runs axe.
const initialTheme = (import.meta.env.VITE_STORYBOOK_THEME as ThemeName | undefined) ?? 'light';
const axe = import.meta.env.VITE_STORYBOOK_AXE !== 'off';
const testWidth = import.meta.env.VITE_STORYBOOK_WIDTH as string | undefined;

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? initialTheme;
  // The theme goes on <body> so dialogs and toasts rendered in portals take it too.
  document.body.className = themes[theme];
  return <Story />;
};

/**
 * A story's language (`parameters: { language: 'ne' }`, English unless named): the app's catalog
 * and its words for the design system's parts (decision 0053), as the app gives them. A screen
 * story's app sets its own (screen-story.tsx); this reaches a design-system part's story.
 */
const languageOfStory = async ({ parameters }: { parameters: { language?: 'en' | 'ne' | 'si' | 'hi' } }) => {
  const language = parameters.language ?? 'en';
  if (language === 'en') await languageStore.use(language);
  else {
    // As the switch does: the script's regular and bold faces first, so the picture never shows
    // a word before its font.
    await switchLanguage(language);
    // A part of the design system may show on any screen: its words are in every part of the catalog.
    await Promise.all(EVERY_AREA.map((area) => languageStore.needArea(area)));
  }
  return {};
};

const withLanguage: Decorator = (Story) => (
  <AppUiTexts>
    <Story />
  </AppUiTexts>
);

/** The specification's two widths: a phone and a desktop (toolbar: Viewport). */
const WIDTHS = {
  phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  desktop1280: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/**
 * The design system's parts fetched on demand (ResponsiveList's table above 600 px, the toasts'
 * list), fetched before each story renders, so a loaded machine's slow fetch never holds them back.
 * React still reveals a suspended part a moment later (its Suspense reveal throttle), so the picture
 * also waits for the part's marked placeholder to go (vitest.setup.ts).
 */
const onDemandPartsFetched = () =>
  Promise.all([
    import('../../../packages/ui/src/components/Table/Table.tsx'),
    import('../../../packages/ui/src/components/Toast/ToastList.tsx'),
  ]).then(() => ({}));

const preview: Preview = {
  decorators: [withTheme, withLanguage],
  loaders: [onDemandPartsFetched, languageOfStory],
  // Under test, the project's width (Storybook's test plugin sizes the page from this global).
  initialGlobals: {
    theme: initialTheme,
    ...(testWidth ? { viewport: { value: testWidth === '360' ? 'phone360' : 'desktop1280' } } : {}),
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...THEME_NAMES], dynamicTitle: true },
    },
  },
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test (axe runs in one of the two width passes).
    a11y: { test: axe ? 'error' : 'off' },
    controls: { expanded: true },
    viewport: { options: WIDTHS },
  },
  tags: ['autodocs'],
};
export default preview;
