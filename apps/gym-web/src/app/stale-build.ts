/**
 * A tab opened before a new build asks for a screen's chunk by its old name, which the server no
 * longer has ('Failed to fetch dynamically imported module'): a reload brings the new build. Once
 * only: a reload that did not help (the server down, a chunk really missing) shows the error.
 */

const RELOADED_AT = 'reloaded-for-new-build';
/** A second failure within this time of the reload is not a stale tab any more. */
const GUARD_MS = 60_000;

/** Chromium's, Firefox's and Safari's words for a module that could not be loaded. */
const STALE_CHUNK =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export const isStaleBuildError = (error: unknown) =>
  error instanceof Error && STALE_CHUNK.test(error.message);

/** Whether a reload for a new build may happen now (none in the last minute of this tab). */
export const mayReloadForNewBuild = () =>
  Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) > GUARD_MS;

/** Reloads the page for the new build, noting when, so a failing reload is not repeated. */
export function reloadForNewBuild() {
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}

/**
 * Vite preloads a screen's chunks before importing them and reports a failed preload as
 * 'vite:preloadError' (cancelable): the same stale tab, caught before the import. Cancelled, it
 * reloads; after a reload that did not help, the error goes on to the screen's error page.
 */
export function reloadOnStalePreloads() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!mayReloadForNewBuild()) return;
    event.preventDefault();
    reloadForNewBuild();
  });
}
