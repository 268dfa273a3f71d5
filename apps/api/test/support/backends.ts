/** The databases every server test runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const backends = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])] as const;
export type Backend = (typeof backends)[number];

// Test files and benchmarks make their scratch databases the same way.
export { createScratchDatabase } from '../../tools/scratch-database.ts';
