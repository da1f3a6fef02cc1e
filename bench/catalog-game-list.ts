import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server';

/**
 * GCSGAME_gameList under load on real PostgreSQL with the seeded catalog (10,000+ games). Creates a
 * fresh database gp_bench_catalog, starts the API on it (PORT 3210), waits for /readyz, runs
 * autocannon over a mix of requests (per category, per vendor, pages 1..N, keyword search), prints
 * p50/p97.5/p99 and requests/s, then stops the server and drops the database.
 * Run: npm run bench:catalog (DATABASE_URL: any database on the server, default postgres@127.0.0.1).
 */
const port = Number(process.env.BENCH_PORT ?? 3210);
const duration = Number(process.env.DURATION ?? 15);
const connections = Number(process.env.CONNECTIONS ?? 10);
const server = await startBenchServer({ dbName: 'gp_bench_catalog', port });
const { base } = server;

type Menus = { value: { list: { gameType: string; vendors: { vassalage: string }[] }[] } };

const requestMix = async () => {
  const menus = (await (await fetch(`${base}/lgw/games/game_menus`)).json()) as Menus;
  const list = '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&merchant=DEMO&language=EN&pageSize=20';
  const browse: string[] = [];
  for (const category of menus.value.list) {
    for (let page = 1; page <= 10; page += 1) browse.push(`${list}&gameType=${category.gameType}&pageNo=${page}`);
    for (const vendor of category.vendors)
      for (let page = 1; page <= 3; page += 1) browse.push(`${list}&gameType=${category.gameType}&vassalage=${vendor.vassalage}&pageNo=${page}`);
  }
  const words = ['dragon', 'gold', 'lucky', 'tiger', 'fortune', 'baccarat', 'moon', 'gem', 'star', 'wild', '龙', 'ड्रैगन', 'zz-none'];
  const search = words.flatMap((w) => [1, 2].map((page) => `${list}&keyword=${encodeURIComponent(w)}&pageNo=${page}`));
  // Every three-letter keyword (17,576): more distinct pages than the result cache keeps (5,000, first
  // in first out), so walking them in a cycle never hits it: the cost of a search nobody made before.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const fresh = [...letters].flatMap((a) => [...letters].flatMap((b) => [...letters].map((c) => `${list}&keyword=${a}${b}${c}&pageNo=1`)));
  return { browse, search, fresh };
};

const run = async (title: string, paths: string[]) => {
  // Shuffled once (seeded order is fine) so connections do not walk the same page in step.
  const shuffled = [...paths].sort((a, b) => ((a.length * 31 + a.charCodeAt(a.length - 1)) % 17) - ((b.length * 31 + b.charCodeAt(b.length - 1)) % 17));
  const result = await autocannon({ url: base, connections, duration, requests: shuffled.map((path) => ({ method: 'GET', path })) });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(28)} p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms  ${Math.round(result.requests.average)} req/s  (${result.requests.total} requests, ${bad} failed, ${paths.length} distinct URLs)`,
  );
  if (bad > 0) process.exitCode = 1;
};

/**
 * Searches nobody made before, at `connections` clients: autocannon walks one request list with
 * every connection in step (the first asks, the others then hit the cache it filled), so each client
 * here is its own single-connection autocannon over its own slice of the keywords, all at once.
 * Prints the worst client's percentiles and the summed rate.
 */
const runDisjoint = async (title: string, paths: string[]) => {
  const slice = Math.ceil(paths.length / connections);
  const results = await Promise.all(
    Array.from({ length: connections }, (_, i) =>
      autocannon({ url: base, connections: 1, duration, requests: paths.slice(i * slice, (i + 1) * slice).map((path) => ({ method: 'GET', path })) }),
    ),
  );
  const worst = (pick: (r: autocannon.Result) => number) => Math.max(...results.map(pick));
  const bad = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const rate = results.reduce((sum, r) => sum + r.requests.average, 0);
  console.log(
    `${title.padEnd(28)} p50 ${worst((r) => r.latency.p50)} ms  p97.5 ${worst((r) => r.latency.p97_5)} ms  p99 ${worst((r) => r.latency.p99)} ms  max ${worst((r) => r.latency.max)} ms  ${Math.round(rate)} req/s  (${total} requests, ${bad} failed, ${paths.length} distinct URLs, worst of ${connections} clients)`,
  );
  if (bad > 0) process.exitCode = 1;
};

try {
  console.log(`server ready (migrate + seed of the catalog) in ${server.readySeconds.toFixed(1)} s; ${connections} connections, ${duration} s a run`);
  const { browse, search, fresh } = await requestMix();
  await autocannon({ url: base, connections, duration: 3, requests: browse.map((path) => ({ method: 'GET', path })) }); // warm-up
  await run('category and vendor pages', browse);
  await run('keyword search', search);
  await runDisjoint('keyword search, never cached', fresh);
  await run('mixed browse and search', [
    ...browse,
    ...search.flatMap((p) => Array.from({ length: Math.max(1, Math.round(browse.length / search.length / 4)) }, () => p)),
  ]);
} finally {
  await server.stop();
}
