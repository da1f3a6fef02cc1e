import { encryptForServer, type PublicKeyResponse } from '@gp/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { databaseUrl } from './support/bench-postgres';
import { startBenchServer } from './support/bench-server';

/**
 * The inbox's unread count and first page at 100,000 members: the real API on a fresh PostgreSQL
 * database with MEMBERS members (default 100,000) under agent01's tree, MESSAGES live staff messages
 * (default 400: a tenth to everyone, half to segments by VIP level, member type, agent team and
 * registration time, the rest to single members) and a read mark on half of the broadcasts for
 * every member of one agent's team. The seeded player demo01 is moved into that team, so it reads
 * every kind of message; autocannon then asks `CSP_unreadCount` and the first inbox page as demo01.
 * Run: npm run bench:inbox.
 */
const port = Number(process.env.BENCH_PORT ?? 3213);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const memberCount = Number(process.env.MEMBERS ?? 100_000);
const messageCount = Number(process.env.MESSAGES ?? 400);
const dbName = 'gp_bench_inbox';

const server = await startBenchServer({ dbName, port, env: { RATE_LIMIT_LOGIN_PER_MINUTE: '100000' } });
const { base } = server;

/** Bulk members, messages and marks straight into the tables (the closure table follows through its triggers). */
const build = async () => {
  const client = new pg.Client({ connectionString: databaseUrl(dbName) });
  await client.connect();
  try {
    const started = performance.now();
    const { rows } = await client.query<{ id: string }>(`select id::text from members where account = 'agent01'`);
    const top = rows[0]?.id;
    if (!top) throw new Error('the seed has no agent01');
    const add = (select: string, params: unknown[]) =>
      client.query(`insert into members (account, type, password_hash, register_method, upline_id, vip_level, created_at) ${select}`, params);
    await add(`select 'l1_' || g, 2, 'x', 'agent', $1::bigint, 0, now() from generate_series(1, 10) g`, [top]);
    await add(
      `select 'l2_' || u.account || '_' || g, 2, 'x', 'agent', u.id, 0, now() from members u, generate_series(1, 10) g where u.account like 'l1\\_%'`,
      [],
    );
    const spread = Math.floor((memberCount - 110) / 100);
    await add(
      `select 'p_' || u.id || '_' || g, 0, 'x', 'agent', u.id, (g % 6)::int2, now() - make_interval(days => g % 365) from members u, generate_series(1, $1::int) g where u.account like 'l2\\_%'`,
      [spread],
    );
    const { rows: team } = await client.query<{ id: string }>(`select id::text from members where account = 'l2_l1_1_1'`);
    const agent = team[0]!.id;
    await client.query(`update members set upline_id = $1, vip_level = 3 where account = 'demo01'`, [agent]);

    // Messages: 10 % to everyone, 50 % to segments, 40 % to single members (demo01 among them).
    const all = Math.round(messageCount / 10);
    const segments = Math.round(messageCount / 2);
    const single = messageCount - all - segments;
    const values = `language, title, body, publish_at, created_by, reach`;
    const common = `'EN', 'Bench ' || g, 'A message for the benchmark.', now() - make_interval(mins => g), 'bench', 0`;
    await client.query(`insert into inbox_messages (audience, ${values}) select 'all', ${common} from generate_series(1, $1::int) g`, [all]);
    await client.query(
      `insert into inbox_messages (audience, vip_levels, member_types, agent_id, registered_from, ${values})
       select 'segment',
         case when g % 4 = 0 then array[(g % 6)::int2, 3::int2] end,
         case when g % 4 = 1 then array[0] end,
         case when g % 4 = 2 then (select id from members where account = 'l1_' || (1 + g % 10)) end,
         case when g % 4 = 3 then now() - make_interval(days => 30 + g % 300) end,
         ${common}
       from generate_series(1, $1::int) g`,
      [segments],
    );
    await client.query(
      `insert into inbox_messages (audience, member_id, ${values})
       select 'member', case when g % 10 = 0 then (select id from members where account = 'demo01') else (select min(id) from members) + g end, ${common}
       from generate_series(1, $1::int) g`,
      [single],
    );
    // Half the broadcasts read by everyone in agent01's first sub-team (about 10,000 readers).
    await client.query(
      `insert into inbox_message_marks (member_id, message_id, read_at)
       select t.descendant_id, m.id, now() from member_tree t, inbox_messages m
       where t.ancestor_id = (select id from members where account = 'l1_1') and t.depth > 0 and m.audience = 'all' and m.id % 2 = 0`,
    );
    await client.query('vacuum analyze');
    const { rows: counts } = await client.query<{ members: string; messages: string; marks: string }>(
      `select (select count(*) from members)::text as members, (select count(*) from inbox_messages)::text as messages, (select count(*) from inbox_message_marks)::text as marks`,
    );
    const c = counts[0]!;
    console.log(`${c.members} members, ${c.messages} messages, ${c.marks} marks, built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
};

const playerToken = async (): Promise<string> => {
  const key = ((await (await fetch(`${base}/wps/system/publicKey`)).json()) as { value: PublicKeyResponse }).value;
  const body = await encryptForServer(key, { type: 'username', username: 'demo01', password: 'Player2026' });
  const res = await fetch(`${base}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const token = ((await res.json()) as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`player login failed: ${res.status}`);
  return token;
};

const run = async (title: string, method: 'GET' | 'POST', path: string, token: string) => {
  const result = await autocannon({ url: `${base}${path}`, method, connections, duration, headers: { authorization: `Bearer ${token}` } });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(28)} p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  ${Math.round(result.requests.average)} req/s  (${result.requests.total} requests, ${bad} failed)`,
  );
  if (bad > 0) process.exitCode = 1;
};

try {
  await build();
  const token = await playerToken();
  const unread = (await (await fetch(`${base}/wps/relay/CSP_unreadCount`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()) as {
    value: { unreadCount: number };
  };
  console.log(`demo01 has ${unread.value.unreadCount} unread; ${connections} connections, ${duration} s a run`);
  await run('CSP_unreadCount', 'POST', '/wps/relay/CSP_unreadCount', token);
  await run('inbox, first page of 20', 'GET', '/wps/member/inbox', token);
} finally {
  await server.stop();
}
