import { defineConfig } from 'vitest/config';

// Two tiers over the same files: every test on PGlite, and the database tests again on real
// PostgreSQL when DATABASE_URL is set. `*.pg.test.ts` files need PostgreSQL (concurrency, money).
const exclude = ['**/node_modules/**', '**/dist/**', 'e2e/**', 'bench/**'];
const spas = ['apps/web/src/**/*.test.ts', 'apps/backoffice/src/**/*.test.ts'];
const withPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    // Two workers even on two cores (vitest's default there is one): the database tiers spend much
    // of their time waiting on PostgreSQL, PGlite's WASM or a child process, so a second file runs
    // in that time. VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'pglite',
          include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...exclude, ...spas, '**/*.pg.test.ts'],
          env: { TEST_DB: 'pglite' },
          // Files share their worker's loaded modules: importing the API's module graph afresh for each
          // file cost more than the tests themselves. Every file builds its own app and database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The SPAs' tests stand in browser globals (window, document) that must not leak into others.
        test: { name: 'spa', include: spas, exclude },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'postgres',
                include: ['apps/*/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts', 'apps/*/src/**/*.pg.test.ts', 'packages/*/src/**/*.pg.test.ts'],
                exclude,
                env: { TEST_DB: 'postgres' },
                isolate: false,
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
