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
  --jr-red-light: ${platformColours.noLight};
  --jr-housing: ${platformColours.lightHousing};
  --jr-waiting: ${platformColours.waitingRing};
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
  align-content: center;
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
th .short { display: none; }
/*
 * The element's own width decides, not the screen's (it may sit in a column or an overlay frame):
 * the lift's name and three boxes always fit, and the small banner stays one compact block.
 */
.root { container-type: inline-size; }
@container (max-width: 599px) {
  td { min-width: 3.2em; }
  .large { padding: 12px; }
}
@container (max-width: 420px) {
  section { gap: 8px; padding: 8px; }
  .large { padding: 10px; font-size: 1em; }
  table { border-spacing: 3px; }
  td { min-width: 2.7em; padding: 0 2px; }
  th { padding-inline-end: 4px; }
  th .long {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th .short { display: inline; }
  /* The small banner (the overlay's) packs its label beside the name and shrinks its lights. */
  .small { min-height: 0; font-size: 0.75em; gap: 4px 8px; padding: 6px 8px; }
  .small .platform-label { flex: none; }
  .small .lifter { flex: 1 1 100px; }
  .small .name { font-size: 1.25em; }
  .small .light, .small .card { width: 1.6em; }
  .small .light { height: 1.6em; }
  .small .card { height: 1em; }
  ul { padding: 0.35em 0.45em; gap: 0.35em; }
}
td.empty { background: var(--jr-border); color: var(--jr-muted); }
td.pending { background: var(--jr-raised); color: var(--jr-text); }
td.good { background: var(--jr-good); color: var(--jr-on-good); border-color: var(--jr-good); }
td.failed { background: var(--jr-bad); color: var(--jr-on-bad); border-color: var(--jr-bad); }
td.current { outline: 3px solid var(--jr-accent); outline-offset: 1px; }
/* The lights sit in a black housing in both themes, as on a real light box. */
ul {
  display: flex;
  align-items: flex-start;
  gap: 0.5em;
  margin: 0;
  padding: 0.5em 0.6em;
  list-style: none;
  background: var(--jr-housing);
  border-radius: 8px;
}
li { display: grid; justify-items: center; gap: 0.3em; }
.light {
  box-sizing: border-box;
  display: block;
  width: 2.2em;
  height: 2.2em;
  border-radius: 50%;
  border: 3px dashed var(--jr-waiting);
  background: transparent;
}
/* White is a good lift and red no lift; a referee still deciding is a dim dashed ring. */
.light.good {
  background: var(--jr-white);
  border: 3px solid var(--jr-white);
  box-shadow: 0 0 0.5em var(--jr-white);
  animation: jr-light 200ms ease-out;
}
.light.no {
  background: var(--jr-red-light);
  border: 3px solid var(--jr-red-light);
  box-shadow: 0 0 0.5em var(--jr-red-light);
  animation: jr-light 200ms ease-out;
}
/* A reason card: as wide as the light, under the referee's red light. */
.card { display: block; width: 2.2em; height: 1.4em; border-radius: 4px; border: 2px solid ${platformColours.cardEdge}; }
${reasonCards}
/* Each platform's name, visible above its banners. */
.platform-label {
  flex: 1 0 100%;
  font-size: 0.8em;
  font-weight: 700;
  color: var(--jr-muted);
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.minimal .platform-label { flex: none; }
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
  td, button, ul { border: 2px solid CanvasText; }
  .light { forced-color-adjust: none; }
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
