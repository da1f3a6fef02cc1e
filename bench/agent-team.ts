import { encryptForServer, type PublicKeyResponse } from '@gp/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { databaseUrl } from './support/bench-postgres';
import { startBenchServer } from './support/bench-server';

/**
 * "My whole team" at 100,000 members: the real API on a fresh PostgreSQL database,
 * the seeded agent `agent01` given a team of TEAM members (default 100,000) three levels deep (10
 * agents, 10 agents under each, players spread under those 100 and some directly under agent01),
 * each with a main wallet. autocannon then reads `/wps/agent/team` as agent01 signed in through the
 * real agent login: direct downlines, the whole team (first and a deep page), and a search.
 * Run: npm run bench:agent-team.
 */
const port = Number(process.env.BENCH_PORT ?? 3212);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const teamSize = Number(process.env.TEAM ?? 100_000);
const dbName = 'gp_bench_team';

const server = await startBenchServer({ dbName, port, env: { RATE_LIMIT_LOGIN_PER_MINUTE: '100000' } });
const { base } = server;

/** Bulk members straight into the tables (the closure table follows through its triggers). */
const buildTeam = async () => {
  const client = new pg.Client({ connectionString: databaseUrl(dbName) });
  await client.connect();
  try {
    const started = performance.now();
    const { rows } = await client.query<{ id: string }>(`select id::text from members where account = 'agent01'`);
    const top = rows[0]?.id;
    if (!top) throw new Error('the seed has no agent01');
    const add = (select: string, params: unknown[]) =>
      client.query(`insert into members (account, type, password_hash, register_method, upline_id, created_at) ${select}`, params);
    await add(`select 'l1_' || g, 2, 'x', 'agent', $1::bigint, now() from generate_series(1, 10) g`, [top]);
    await add(`select 'l2_' || u.account || '_' || g, 2, 'x', 'agent', u.id, now() from members u, generate_series(1, 10) g where u.account like 'l1\\_%'`, []);
    const direct = Math.round(teamSize / 100);
    const spread = Math.floor((teamSize - 110 - direct) / 100);
    await add(`select 'p0_' || g, 0, 'x', 'agent', $1::bigint, now() from generate_series(1, $2::int) g`, [top, direct]);
    await add(`select 'p_' || u.id || '_' || g, 0, 'x', 'agent', u.id, now() from members u, generate_series(1, $1::int) g where u.account like 'l2\\_%'`, [
      spread,
    ]);
    await client.query(`insert into ledger_accounts (kind, owner_type, owner_id, currency, balance)
      select case when m.type = 2 then 'agent_main' else 'player_main' end, case when m.type = 2 then 'agent' else 'player' end, m.id::text, 'INR', (m.id % 100000) * 100
      from members m where m.account like 'l1\\_%' or m.account like 'l2\\_%' or m.account like 'p\\_%' or m.account like 'p0\\_%'`);
    // What autovacuum leaves after a bulk load: without it the trigram indexes' pending lists (every
    // new member) are read linearly by each search.
    await client.query('vacuum analyze');
    const { rows: size } = await client.query<{ n: string }>('select count(*)::text as n from member_tree where ancestor_id = $1 and depth >= 1', [top]);
    console.log(`team of agent01: ${size[0]!.n} members, built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
};

const agentToken = async (): Promise<string> => {
  const key = ((await (await fetch(`${base}/wps/system/publicKey`)).json()) as { value: PublicKeyResponse }).value;
  const body = await encryptForServer(key, { type: 'username', username: 'agent01', password: 'Agent2026', portal: 'agent' });
  const res = await fetch(`${base}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const token = ((await res.json()) as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`agent login failed: ${res.status}`);
  return token;
};

const run = async (title: string, path: string, token: string) => {
  const result = await autocannon({ url: `${base}${path}`, connections, duration, headers: { authorization: `Bearer ${token}` } });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(34)} p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  ${Math.round(result.requests.average)} req/s  (${result.requests.total} requests, ${bad} failed)`,
  );
  if (bad > 0) process.exitCode = 1;
};

try {
  await buildTeam();
  const token = await agentToken();
  console.log(`${connections} connections, ${duration} s a run`);
  await run('direct downlines, page 1', '/wps/agent/team?scope=direct', token);
  await run('whole team, page 1', '/wps/agent/team?scope=all', token);
  await run('whole team, page 2,000', '/wps/agent/team?scope=all&pageNo=2000', token);
  // A fragment of one account (what an agent types to find someone) and a broad one (about a tenth of the team).
  await run('whole team, search one account', `/wps/agent/team?scope=all&keyword=${encodeURIComponent('p_5017_9')}`, token);
  await run('whole team, search "p_5" (10% match)', `/wps/agent/team?scope=all&keyword=${encodeURIComponent('p_5')}`, token);
} finally {
  await server.stop();
}
