/**
 * The element's own stylesheet, inside its shadow root: the host page's rules cannot reach these
 * elements and these rules cannot reach the page. The colours are the design system's light and
 * dark theme colours (@gym/ui/theme-colours), the same the React JudgeBanner uses; the build
 * bundles those values into the script, so it still loads nothing else.
 *
 * Custom properties on `:host` are the theme; a page may set them on the element to retune it
 * (e.g. `judge-results { --jr-size: 20px }`), since they are inherited into the shadow tree.
 * `.root` resets everything else that would be inherited from the host (a page's
 * `* { color: red !important; font-size: 30px }` styles the host, not what is inside it).
 */
import { darkColours, lightColours, platformColours, type SemanticColour } from '@gym/ui/theme-colours';

/** Each colour variable of the element and the theme colour it takes. */
const COLOUR_VARIABLES = {
  '--jr-surface': 'surface',
  '--jr-raised': 'surfaceRaised',
  '--jr-border': 'border',
  '--jr-strong': 'borderStrong',
  '--jr-text': 'text',
  '--jr-muted': 'textMuted',
  '--jr-accent': 'accent',
  '--jr-good': 'success',
  '--jr-on-good': 'onSuccess',
  '--jr-bad': 'critical',
  '--jr-on-bad': 'onCritical',
} as const satisfies Record<`--jr-${string}`, SemanticColour>;

const colourVariables = (colours: Record<SemanticColour, string>) =>
  Object.entries(COLOUR_VARIABLES)
    .map(([variable, colour]) => `  ${variable}: ${colours[colour]};`)
    .join('\n');

const reasonCards = Object.entries(platformColours.reasonCard)
  .map(([card, colour]) => `.card.${card} { background: ${colour}; }`)
  .join('\n');

export const CSS = `
:host {
  --jr-font: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif;
  --jr-size: 16px;
${colourVariables(lightColours)}
  --jr-white: ${platformColours.goodLight};
  display: block;
}
:host([theme="dark" i]) {
${colourVariables(darkColours)}
}
/* For stream overlays: no panel behind the banners (the attempt boxes and lights keep theirs). */
:host([transparent]) { --jr-panel: transparent; --jr-frame: transparent; }
:host([hidden]) { display: none; }
.root {
  all: initial;
  display: grid;
  gap: 12px;
  font-family: var(--jr-font);
  font-size: var(--jr-size);
  line-height: 1.5;
  color: var(--jr-text);
}
.platform { display: grid; gap: 12px; }
section {
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 12px;
  border-radius: 8px;
  border: 1px solid var(--jr-frame, var(--jr-border));
  background: var(--jr-panel, var(--jr-surface));
  color: var(--jr-text);
  overflow: hidden;
}
.small { min-height: 100px; font-size: 0.875em; }
.medium { min-height: 200px; }
.large { min-height: 300px; font-size: 1.125em; padding: 24px; }
.minimal { gap: 12px; padding: 8px 12px; border-radius: 4px; }
p { margin: 0; }
.message { color: var(--jr-muted); font-weight: 500; }
.lifter { flex: 1 1 180px; min-width: 0; }
.name { font-size: 1.5em; font-weight: 700; line-height: 1.25; }
.details { color: var(--jr-muted); }
table { border-collapse: separate; border-spacing: 4px; font: inherit; color: inherit; }
tr.current { font-weight: 700; }
th { text-align: start; padding: 0 8px 0 0; font-weight: inherit; }
td {
  box-sizing: border-box;
  min-width: 4.2em;
  height: 2em;
  padding: 0 4px;
  text-align: center;
  border-radius: 4px;
  border: 2px solid var(--jr-strong);
  font-variant-numeric: tabular-nums;
  transition: background-color 200ms, color 200ms;
}
/* Three boxes and the lift's name fit a 360 px phone. */
@media (max-width: 599px) {
  td { min-width: 3.2em; }
  .large { padding: 12px; }
}
td.empty { background: var(--jr-border); color: var(--jr-muted); }
td.pending { background: var(--jr-raised); color: var(--jr-text); }
td.good { background: var(--jr-good); color: var(--jr-on-good); border-color: var(--jr-good); }
td.failed { background: var(--jr-bad); color: var(--jr-on-bad); border-color: var(--jr-bad); }
td.current { outline: 3px solid var(--jr-accent); outline-offset: 1px; }
ul { display: flex; gap: 8px; margin: 0; padding: 0; list-style: none; }
li {
  box-sizing: border-box;
  width: 1.8em;
  height: 1.8em;
  border-radius: 50%;
  border: 2px solid var(--jr-strong);
  background: transparent;
}
li.good { background: var(--jr-white); box-shadow: 0 0 12px var(--jr-strong); animation: jr-light 200ms ease-out; }
li.no { background: var(--jr-bad); border-color: var(--jr-bad); animation: jr-light 200ms ease-out; }
/* A reason card: a small coloured square on the referee's red light. */
.card { display: block; width: 0.7em; height: 0.7em; margin: 0.55em auto 0; border: 1px solid ${platformColours.cardEdge}; }
${reasonCards}
@keyframes jr-light { from { opacity: 0; transform: scale(0.6); } }
.total { font-size: 1.4em; font-weight: 700; font-variant-numeric: tabular-nums; }
.total span { font-size: 0.6em; color: var(--jr-muted); text-transform: uppercase; }
.hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
button {
  font: inherit;
  font-size: 0.875em;
  padding: 4px 12px;
  border-radius: 4px;
  border: 1px solid var(--jr-strong);
  background: var(--jr-raised);
  color: var(--jr-text);
  cursor: pointer;
}
button:hover { border-color: var(--jr-accent); }
button:focus-visible { outline: 3px solid var(--jr-accent); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  * { animation: none !important; transition: none !important; }
}
@media (forced-colors: active) {
  td, li, button { border-color: CanvasText; }
  li { forced-color-adjust: none; }
}
`;

let shared: CSSStyleSheet | undefined;

/**
 * Gives a shadow root the stylesheet: one constructable sheet shared by every instance where the
 * browser has them (not subject to a page's style-src CSP either), else a <style> element.
 */
export function adoptStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root) {
    try {
      if (!shared) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(CSS);
        shared = sheet;
      }
      root.adoptedStyleSheets = [shared];
      return;
    } catch {
      // No constructable sheets, or the element moved to another document: a style element.
    }
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = CSS;
  root.append(style);
}
