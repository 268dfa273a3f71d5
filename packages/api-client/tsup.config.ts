import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/schema.ts',
    'src/validation-messages.gen.ts',
    'src/field-rules.ts',
    'src/permissions.gen.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['@tanstack/react-query', 'react'],
});
