import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messagesPlugin } from './build/messages-plugin.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [
    // The app speaks English (index.html's lang): react-aria's built-in strings (close, previous
    // month...) keep their English set only, instead of 34 languages in every chunk that uses one.
    optimizeLocales.vite({ locales: ['en'] }),
    messagesPlugin(),
    react(),
    vanillaExtractPlugin(),
    precompress(),
  ],
  // In development the API runs beside Vite (`pnpm --filter @gym/api start`); in production the
  // API serves this build itself, so the app always calls its own origin.
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/public/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/client-photos': 'http://localhost:3000',
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The design system's, the dates', the API client's and the app's own helpers that
              // many screens share (15 or more of the lazily loaded chunks import them) in one
              // chunk with the first visit's code, instead of some thirty chunks of 0.1 to 2 kB that
              // each screen fetched one by one: a phone on slow 4G pays a round trip per file
              // (Lighthouse's simulation keeps six at a time), and each small file gzips worse than
              // one (decision 0050).
              name: 'screen-kit',
              // Not the contract's messages (8 kB): only the forms need them, and the dashboard none.
              test: (id) =>
                /packages[\\/](ui|dates|api-client|sms-segments)[\\/]src|gym-web[\\/]src[\\/](app|layouts)[\\/]/.test(
                  id,
                ) && !id.includes('validation-messages'),
              minShareCount: 15,
            },
          ],
        },
      },
    },
    // A font is a file of its own, fetched when a page draws its script: never inlined into the
    // first load's stylesheet, however small (the switch's language names are under 4 kB).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
});
