import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale';
import { startBenchServer } from './support/bench-server';

/**
 * Lighthouse (mobile settings: simulated slow 4G and a 4x slower CPU) on the built home page served
 * by the real API on PostgreSQL with the seeded catalog, in Debian Chromium. Also weighs the
 * JavaScript the home page loads eagerly (script and modulepreload tags of index.html), gzip -9.
 * Runs RUNS times (default 3) and reports each score and the median. Run: npm run bench:lighthouse.
 */
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dist = resolve(import.meta.dirname, '../apps/web/dist');

buildIfStale();
const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
const eager = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
const gzipKiB = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length / 1024;
const eagerKiB = eager.reduce((sum, file) => sum + gzipKiB(file), 0);
console.log(`first route JavaScript (eager, gzip -9): ${eagerKiB.toFixed(1)} KiB in ${eager.length} files`);

const server = await startBenchServer({ dbName: 'gp_bench_lighthouse', port: Number(process.env.BENCH_PORT ?? 3212), env: { SERVE_STATIC: 'true' } });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const scores: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(`${server.base}/`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error('lighthouse gave no result');
    const { lhr } = result;
    // LH_JSON=<file> keeps the last full report, to see which elements shift or paint last.
    if (process.env.LH_JSON) writeFileSync(process.env.LH_JSON, JSON.stringify(lhr));
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    scores.push(score);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    const scriptBytes =
      (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find(
        (r) => r.resourceType === 'script',
      )?.transferSize ?? 0;
    console.log(
      `run ${i + 1}: performance ${score}  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}  scripts transferred ${(scriptBytes / 1024).toFixed(1)} KiB`,
    );
  }
  const sorted = [...scores].sort((a, b) => a - b);
  console.log(`median performance score of ${runs}: ${sorted[Math.floor(runs / 2)]}`);
} finally {
  chrome.kill();
  await server.stop();
}
