import { defineConfig } from 'vitest/config';

// Two tiers over the same files: every test on PGlite, and the database tests again on real
// PostgreSQL when DATABASE_URL is set. `*.pg.test.ts` files need PostgreSQL (concurrency, money).
const exclude = ['**/node_modules/**', '**/dist/**', 'e2e/**', 'bench/**'];
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
          exclude: [...exclude, '**/*.pg.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'postgres',
                include: ['apps/*/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts', 'apps/*/src/**/*.pg.test.ts', 'packages/*/src/**/*.pg.test.ts'],
                exclude,
                env: { TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
