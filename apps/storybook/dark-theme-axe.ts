import { themes } from '@gym/ui/themes';
import axe from 'axe-core';

/**
 * What the a11y addon checks in the light pass: the whole body (portals included) without
 * Storybook's own elements, and no landmark rule ('region'), which a lone component cannot meet.
 */
const CONTEXT: axe.ElementContext = {
  include: document.body,
  exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
};

/**
 * The story as it stands, re-checked by axe with the dark theme on <body> (where the decorator puts
 * the theme, so dialogs and toasts take it too), then the story's own theme put back. Motion must
 * be off meanwhile: a colour caught half-way through a transition would be measured.
 */
export async function expectNoDarkThemeViolations() {
  const storyTheme = document.body.className;
  document.body.className = themes.dark;
  try {
    axe.reset();
    axe.configure({ rules: [{ id: 'region', enabled: false }] });
    const { violations } = await axe.run(CONTEXT);
    if (violations.length > 0) {
      const found = violations.map(
        (violation) =>
          `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      throw new Error(`axe in the dark theme:\n${found.join('\n')}`);
    }
  } finally {
    document.body.className = storyTheme;
  }
}
