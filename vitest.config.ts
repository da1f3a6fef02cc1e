import { defineConfig } from 'vitest/config';

// Two tiers: every test on PGlite, and, when DATABASE_URL is set, on real PostgreSQL the tests that
// need it: `*.pg.test.ts` (concurrency, several connections) everywhere, and the database tests of
// the modules where money and points move and of the schema itself, so the ledger, the wallets,
// settlement, bonuses and the SQL functions are proven on the engine operators run. The rest (sign-in,
// content, messages, input handling) behaves the same on both engines and runs once, on PGlite.
const exclude = ['**/node_modules/**', '**/dist/**', 'e2e/**', 'bench/**'];
const spas = [
  'apps/web/src/**/*.test.ts',
  'apps/backoffice/src/**/*.test.ts',
  'apps/demo-vendor/sportsbook/src/**/*.test.{ts,tsx}',
  'apps/demo-vendor/halls/src/**/*.test.{ts,tsx}',
];
const withPostgres = Boolean(process.env.DATABASE_URL);
const moneyModules = ['money', 'games', 'agents', 'loyalty', 'engagement/promotions', 'engagement/referral'];
const postgresTier = [
  'apps/*/src/**/*.pg.test.ts',
  'packages/*/src/**/*.pg.test.ts',
  ...moneyModules.map((module) => `apps/api/src/modules/${module}/**/*.int.test.ts`),
  'packages/db/src/**/*.int.test.ts',
  'apps/demo-vendor/src/**/*.int.test.ts',
];

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
          include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'],
          exclude: [...exclude, ...spas, '**/*.pg.test.ts', '**/*.cluster.test.ts'],
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
                include: postgresTier,
                // The shared games' tests wait out their tables' timers; the wallet calls they make
                // are the gateway's, proven on PostgreSQL by its own tests, so they run on PGlite only.
                exclude: [...exclude, 'apps/demo-vendor/src/halls/**'],
                env: { TEST_DB: 'postgres' },
                isolate: false,
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
            {
              // Several API processes on one PostgreSQL and one Redis (REDIS_URL, default the local one),
              // proving they behave as one: limits, caches, sockets, schedulers, the wallet, restarts.
              test: {
                name: 'cluster',
                include: ['apps/api/src/**/*.cluster.test.ts'],
                exclude,
                env: { TEST_DB: 'postgres' },
                testTimeout: 120_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
