import { defineConfig } from 'vitest/config';

// The element needs a DOM with custom elements and shadow roots: happy-dom gives both.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'happy-dom' } });
