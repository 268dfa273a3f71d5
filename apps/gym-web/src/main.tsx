import '@gym/ui/global.css';
import './i18n/fonts.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './app/api.ts';
import { guardedHistory } from './app/leave-guard.ts';
import { reloadOnStalePreloads } from './app/stale-build.ts';
import { applySystemTheme } from './app/theme.ts';
import { languageStore, startingLanguage } from './i18n/i18n.ts';
import { HistoryRouter, useRoutes } from './routes/navigation.tsx';
import { routes } from './routes/router.tsx';

applySystemTheme();
reloadOnStalePreloads();

// The app's own router (decision 0064): the screens the address names, nothing more; the app loads
// no data through routes (TanStack Query does).
function App() {
  return useRoutes(routes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The first render waits for the language's catalog (none for English), so no screen shows in
// English first and then changes. (A promise, not a top-level await: with one, the bundler would
// move every module the screens share out of the entry chunk, 15 kB more of first load.)
const language = startingLanguage();
const ready = language === 'en' ? Promise.resolve() : languageStore.use(language).catch(() => undefined);
// A transition renders in slices that yield to the browser, instead of one task that blocks a slow
// phone's main thread for the whole first render.
void ready.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          {/* The browser's history with the leave guard in front (unsaved forms ask before leaving). */}
          <HistoryRouter history={guardedHistory()}>
            <App />
          </HistoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
);
