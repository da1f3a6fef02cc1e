import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale';

/**
 * `npm test`: lint, type-check, unit and API tests on PGlite, the PostgreSQL tier when DATABASE_URL
 * is set, and the browser tier when Chromium is present. Ends with `N passed, N failed`.
 */
const root = resolve(import.meta.dirname, '..');
const tmp = resolve(root, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const stages: string[] = [];

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

/** A check with no test count of its own counts as one test. */
const check = (name: string, ok: boolean) => {
  stages.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (ok) total.passed += 1;
  else total.failed += 1;
};

const addReport = (name: string, tally: Tally | null, exitOk: boolean) => {
  if (!tally) return check(`${name} (no report)`, false);
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  // A runner that exits non-zero with no failed test (a crash, a failed hook) still fails the run.
  if (!exitOk && tally.failed === 0) total.failed += 1;
  stages.push(`${exitOk && tally.failed === 0 ? 'ok  ' : 'FAIL'} ${name}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
};

type PlaywrightTest = { status: string; results?: { error?: { message?: string } }[] };
type PlaywrightSuite = { specs?: { file: string; title: string; tests: PlaywrightTest[] }[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] };

/** The tests that failed and then passed on their retry: named in the summary so they get fixed. */
const flakyTests = (suites: readonly PlaywrightSuite[]): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((t) => t.status === 'flaky')).map((spec) => `${spec.file} › ${spec.title}`),
    ...flakyTests(suite.suites ?? []),
  ]);

/**
 * The first line of a failure, without colour codes: CI keeps only the end of its log, so the
 * summary names what failed and why.
 */
const firstLine = (message: string | undefined) =>
  (message ?? '')
    // eslint-disable-next-line no-control-regex -- the terminal colour codes a runner writes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? 'no message';

/** The tests that failed on every attempt, with the last attempt's first error line. */
const failedTests = (suites: readonly PlaywrightSuite[]): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((t) => t.status === 'unexpected').map((t) => `${spec.file} › ${spec.title}: ${firstLine(t.results?.at(-1)?.error?.message)}`),
    ),
    ...failedTests(suite.suites ?? []),
  ]);

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; message?: string; assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[] }[];
};

/** Failed vitest tests (and files that failed outside a test), with their first error line. */
const failedVitest = (report: VitestReport): string[] =>
  (report.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${root}/`, '');
    const tests = (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    return tests.length > 0 || !file.message ? tests : [`${where}: ${firstLine(file.message)}`];
  });

const readJson = <T>(path: string): T | null => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null);

const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null);

type StaticCheck = { name: string; args: string[] };

/** Runs `npx <args>` with its output held back, so checks running side by side print one after another. */
const runQuiet = (args: string[]): Promise<{ ok: boolean; output: string }> =>
  new Promise((done) => {
    const child = spawn('npx', args, { cwd: root, env: process.env });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => done({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });

/** Lint, format and type-checks, two at a time: each is mostly one busy core, and the machine has two. */
const runStaticChecks = async (checks: StaticCheck[]): Promise<void> => {
  const queue = [...checks];
  const results = new Map<string, boolean>();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { ok, output } = await runQuiet(next.args);
      console.log(`\n== ${next.name}: ${ok ? 'ok' : 'FAILED'}`);
      if (output.trim()) console.log(output.trimEnd());
      results.set(next.name, ok);
    }
  };
  await Promise.all([worker(), worker()]);
  // Reported in the listed order, whatever order they finished in.
  for (const { name } of checks) check(name, results.get(name) === true);
};

await runStaticChecks([
  { name: 'type-check (server and packages)', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'lint (eslint)', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'type-check (web)', args: ['tsc', '-p', 'apps/web/tsconfig.json'] },
  { name: 'type-check (back office)', args: ['tsc', '-p', 'apps/backoffice/tsconfig.json'] },
  { name: 'format (prettier)', args: ['prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs,cjs,css}'] },
  { name: 'type-check (end-to-end suites)', args: ['tsc', '-p', 'e2e/tsconfig.json'] },
]);

console.log(`\n== unit and API tests (PGlite${process.env.DATABASE_URL ? ' and PostgreSQL' : ''})`);
const vitestReport = resolve(tmp, 'vitest.json');
const vitestOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson<VitestReport>(vitestReport);
addReport(
  'vitest',
  vitest && { passed: vitest.numPassedTests, failed: vitest.numFailedTests, skipped: vitest.numPendingTests + vitest.numTodoTests },
  vitestOk,
);
for (const name of vitest ? failedVitest(vitest) : []) stages.push(`     failed: ${name}`);

if (chromium) {
  console.log(`\n== browser tier (Playwright, ${chromium})`);
  buildIfStale();
  // Two runs, each on a fresh server: the site-wide tests after the rest, and still when one of the
  // rest failed (as a project dependency they would be skipped, hiding what they would have found).
  for (const project of ['shared', 'site-wide']) {
    const report = resolve(tmp, `playwright-${project}.json`);
    const ok = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project', project, '--no-deps'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    const pw = readJson<PlaywrightReport>(report);
    addReport(`playwright (${project})`, pw && { passed: pw.stats.expected + pw.stats.flaky, failed: pw.stats.unexpected, skipped: pw.stats.skipped }, ok);
    for (const name of pw ? failedTests(pw.suites) : []) stages.push(`     failed: ${name}`);
    for (const name of pw ? flakyTests(pw.suites) : []) stages.push(`     flaky (passed when retried): ${name}`);
  }
} else {
  stages.push('skip browser tier: no Chromium (set CHROMIUM_PATH or install Debian chromium)');
}
if (!process.env.DATABASE_URL) stages.push('skip PostgreSQL tier: DATABASE_URL is not set');

console.log(`\n== summary\n${stages.join('\n')}\n`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed === 0 ? 0 : 1;
