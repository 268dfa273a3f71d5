/**
 * The element's own stylesheet, inside its shadow root: the host page's rules cannot reach these
 * elements and these rules cannot reach the page. The colours are the design system's light and
 * dark tokens (packages/ui/src/theme), the same the React JudgeBanner uses.
 *
 * Custom properties on `:host` are the theme; a page may set them on the element to retune it
 * (e.g. `judge-results { --jr-size: 20px }`), since they are inherited into the shadow tree.
 * `.root` resets everything else that would be inherited from the host (a page's
 * `* { color: red !important; font-size: 30px }` styles the host, not what is inside it).
 */
export const CSS = `
:host {
  --jr-font: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif;
  --jr-size: 16px;
  --jr-surface: #ffffff;
  --jr-raised: #ffffff;
  --jr-border: #d9dde4;
  --jr-strong: #9aa1ad;
  --jr-text: #14171c;
  --jr-muted: #4b5563;
  --jr-accent: #1d4ed8;
  --jr-good: #15803d;
  --jr-on-good: #ffffff;
  --jr-bad: #b91c1c;
  --jr-on-bad: #ffffff;
  --jr-white: #ffffff;
  display: block;
}
:host([theme="dark" i]) {
  --jr-surface: #181b21;
  --jr-raised: #21252d;
  --jr-border: #343a46;
  --jr-strong: #9aa1ad;
  --jr-text: #e8eaed;
  --jr-muted: #a9b0bb;
  --jr-accent: #60a5fa;
  --jr-good: #4ade80;
  --jr-on-good: #0f1115;
  --jr-bad: #f87171;
  --jr-on-bad: #0f1115;
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
.card { display: block; width: 0.7em; height: 0.7em; margin: 0.55em auto 0; border: 1px solid #ffffff; }
.card.red { background: #b91c1c; }
.card.blue { background: #1d4ed8; }
.card.yellow { background: #fde047; }
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
