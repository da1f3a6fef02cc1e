import { hash } from '@node-rs/argon2';
import { encryptForServer, type AltchaChallenge, type PublicKeyResponse } from '@gp/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server';

/**
 * `/wps/session/login` under load on real PostgreSQL, with argon2id at the cost of
 * apps/api/src/lib/password.ts (19 MiB, t = 2): the hash is most of a login's work, so this shows
 * what a CPU core buys in logins a second. Registers MEMBERS players and runs autocannon at 1, 4
 * and 16 connections. An envelope opens once only (its nonce), so before each run it seals a pool
 * of login bodies, more than a run can send, and every request takes the next. Run: npm run bench:login.
 */
const port = Number(process.env.BENCH_PORT ?? 3211);
const duration = Number(process.env.DURATION ?? 15);
const members = Number(process.env.MEMBERS ?? 40);
const password = 'Bench2026pw';

const hashTimes: number[] = [];
for (let i = 0; i < 20; i += 1) {
  const started = performance.now();
  await hash(`password-${i}`, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  hashTimes.push(performance.now() - started);
}
hashTimes.sort((a, b) => a - b);
console.log(`one argon2id hash (m=19 MiB, t=2, p=1), median of 20 in this process: ${hashTimes[10]!.toFixed(1)} ms`);

const server = await startBenchServer({
  dbName: 'gp_bench_login',
  port,
  // The bench measures hashing and sessions, not the per-IP limits or the proof of work.
  env: { RATE_LIMIT_LOGIN_PER_MINUTE: '100000000', RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000000', ALTCHA_MAX_NUMBER: '1000' },
});
const { base } = server;
const json = async <T>(path: string, init?: RequestInit): Promise<T> => ((await (await fetch(`${base}${path}`, init)).json()) as { value: T }).value;

try {
  const key = await json<PublicKeyResponse>('/wps/system/publicKey');
  const usernames: string[] = [];
  for (let i = 0; i < members; i += 1) {
    const challenge = await json<AltchaChallenge>('/wps/captcha/challenge');
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const altcha = Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString('base64');
    const username = `bench${i}x`;
    const payload = { username, password, confirmPassword: password, terms: true, ageConfirmed: true, altcha };
    const registered = await fetch(`${base}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await encryptForServer(key, payload)),
    });
    if (!registered.ok) throw new Error(`registration failed: ${await registered.text()}`);
    usernames.push(username);
  }
  console.log(`server ready in ${server.readySeconds.toFixed(1)} s; ${members} players registered; ${duration} s a run`);
  const poolSize = Number(process.env.SEALED_POOL ?? duration * 2_000);
  for (const connections of [1, 4, 16]) {
    const bodies: string[] = [];
    for (let i = 0; i < poolSize; i += 1)
      bodies.push(JSON.stringify(await encryptForServer(key, { type: 'username', username: usernames[i % usernames.length], password })));
    let next = 0;
    const result = await autocannon({
      url: base,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/wps/session/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    const bad = result.non2xx + result.errors + result.timeouts;
    console.log(
      `login, ${String(connections).padStart(2)} connection(s): p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  ${Math.round(result.requests.average)} logins/s  (${result.requests.total} logins, ${bad} failed)`,
    );
    if (bad > 0) process.exitCode = 1;
  }
} finally {
  await server.stop();
}
