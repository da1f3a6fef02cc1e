import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { demoVendorSecret } from '@gp/contracts/node/vendor-signature';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCallLog, type CallLog } from './call-log';
import { gameSetupOf, hallEngines } from './games';
import { labelsFor, vendorLanguageOf, type VendorLabel } from './i18n';
import { mountHalls, type Halls, type HallsOptions } from './halls/mount';
import { errorPage, gamePage, hallPage, sportsbookPage } from './pages';
import { filePendingStore, memoryPendingStore } from './pending-settlements';
import { cryptoRandom, type RandomSource } from './rng';
import { createRoundService } from './rounds';
import { createSessionStore, demoBalance, demoCurrency } from './sessions';
import { mountSportsbook, type SportsbookOptions } from './sports/book/mount';
import type { Sportsbook } from './sports/book/sportsbook';
import { registerTestClockRoute, testClockBookConfig, testSportsClock } from './sports/book/test-clock';
import { feedConfigFromEnv } from './sports/feed/config';
import { createSportsFeed } from './sports/feed/feed';
import { sportsFeedRoutes } from './sports/feed/feed.routes';
import { createWalletClient, type WalletClient, type WalletClientOptions } from './wallet-client';

export type DemoVendorOptions = {
  /** The platform the wallet calls go to, e.g. http://127.0.0.1:3000. */
  platformUrl: string;
  /** Master secret; each vendor code signs with demoVendorSecret(master, code). Without it only demo mode works. */
  masterSecret?: string | undefined;
  /** Call log (JSONL) and pending settlements live here; memory only when omitted. */
  dataDir?: string | undefined;
  logLevel?: string;
  random?: RandomSource;
  wallet?: Pick<WalletClientOptions, 'timeoutMs' | 'betAttempts' | 'betRetryDelayMs' | 'backoff'>;
  /** The sportsbook's build (index.html and assets/); its dist folder when omitted. */
  sportsbookDir?: string;
  /** The sportsbook's bets (own database, bets API, jobs); off when omitted. Its feed also serves the feed routes. */
  sportsbook?: SportsbookOptions;
  /**
   * Browser tests only (main.ts never sets it): `manual` runs the feed on a clock that follows real
   * time plus an offset moved through `POST /sports/test/clock`, and settles every half second.
   */
  sportsClock?: 'manual';
  /** The shared games' settings (live tables' timers); their defaults otherwise. */
  halls?: HallsOptions;
};

export type DemoVendor = { app: FastifyInstance; wallet: WalletClient; callLog: CallLog; sportsbook: Sportsbook | null; halls: Halls };

const publicDir = resolve(import.meta.dirname, '../public');
/** The sportsbook's React build (apps/demo-vendor/sportsbook, `npm run build`; `npm start` builds it when stale). */
const sportsbookBuild = resolve(import.meta.dirname, '../sportsbook/dist');
/** The shared games' React build (apps/demo-vendor/halls). */
const hallsBuild = resolve(import.meta.dirname, '../halls/dist');

/** The platform's theme, when its launch passes one; the sportsbook follows the device otherwise. */
const themeOf = (value: string | undefined): 'light' | 'dark' | null => (value === 'light' || value === 'dark' ? value : null);

/** The lobby link must be a web address: anything else (javascript:, an unfilled placeholder) shows no link. */
const safeLobbyUrl = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // Embedded by the platform in its game frame; the launch URL carried a token, so no referrer.
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors *",
  'referrer-policy': 'no-referrer',
};

/**
 * The demo game vendor: a third-party game provider as the platform sees one. `/play` opens a
 * game (real money through the vendor wallet API, or fun money kept here), the page's script calls
 * this server's JSON endpoints, and this server draws every outcome and moves the money.
 */
export const buildDemoVendor = async (options: DemoVendorOptions): Promise<DemoVendor> => {
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' }, trustProxy: false });
  const callLog = createCallLog({ file: options.dataDir ? resolve(options.dataDir, 'calls.jsonl') : undefined });
  const master = options.masterSecret;
  const wallet = createWalletClient({
    baseUrl: options.platformUrl.replace(/\/+$/, ''),
    secretFor: (vendorCode) => (master ? demoVendorSecret(master, vendorCode) : undefined),
    logger: app.log,
    callLog,
    pendingStore: options.dataDir ? filePendingStore(resolve(options.dataDir, 'pending-settlements.json')) : memoryPendingStore(),
    ...options.wallet,
  });
  const sessions = createSessionStore();
  const rounds = createRoundService({ wallet, random: options.random ?? cryptoRandom() });
  const sportsbookDist = options.sportsbookDir ?? sportsbookBuild;

  await app.register(fastifyStatic, { root: publicDir, prefix: '/assets/', cacheControl: true, maxAge: 60_000 });
  // Hashed file names: a new build has new names, so they may be kept for a year.
  await app.register(fastifyStatic, {
    root: resolve(sportsbookDist, 'assets'),
    prefix: '/sportsbook/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: 31_536_000_000,
  });
  await app.register(fastifyStatic, {
    root: resolve(hallsBuild, 'assets'),
    prefix: '/halls/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: 31_536_000_000,
  });
  const random = options.random ?? cryptoRandom();
  const halls = await mountHalls(app, { wallet, sessions, random, dataDir: options.dataDir }, options.halls);
  const testClock = options.sportsClock === 'manual' ? testSportsClock() : null;
  if (testClock && options.sportsbook?.feed) throw new Error('sportsClock: manual builds the feed on its own clock; pass no feed');
  const sportsFeed = options.sportsbook?.feed ?? createSportsFeed(feedConfigFromEnv(process.env), testClock ?? undefined);
  await app.register(sportsFeedRoutes, { feed: sportsFeed });

  app.get('/healthz', async () => ({ ok: true, pendingSettlements: wallet.pending().length }));

  app.get<{ Querystring: Record<string, string | undefined> }>('/play', async (request, reply) => {
    const q = request.query;
    const language = vendorLanguageOf(q.lang);
    const lobbyUrl = safeLobbyUrl(q.lobby);
    const labels = labelsFor(language);
    const fail = (status: number, detail: string) =>
      reply
        .code(status)
        .headers(pageHeaders)
        .send(errorPage(language, lobbyUrl, detail));
    const vendorCode = q.vendor ?? '';
    const gameCode = q.game ?? '';
    if (!gameSetupOf(vendorCode, gameCode)) return fail(404, labels.GAME_NOT_FOUND);
    const base = { vendorCode, gameCode, language, lobbyUrl };
    const theme = themeOf(q.theme);
    const themeQuery = theme ? `?theme=${theme}` : '';
    if (q.mode !== 'real') {
      const session = sessions.create({ ...base, mode: 'demo', player: null, currency: demoCurrency, balance: demoBalance });
      return reply.code(303).header('location', `/game/${session.id}${themeQuery}`).send();
    }
    if (!q.token || q.token.startsWith('{')) return fail(400, labels.INVALID_TOKEN);
    const auth = await wallet.authenticate(vendorCode, q.token);
    if (!auth.answered) return fail(502, labels.NETWORK);
    if (!auth.value) {
      const status = auth.response.status;
      return fail(401, status in labels ? labels[status as VendorLabel] : labels.INVALID_TOKEN);
    }
    const { playerId, sessionToken, nickname, currency, balance } = auth.value;
    const session = sessions.create({ ...base, mode: 'real', player: { playerId, sessionToken, nickname }, currency, balance });
    return reply.code(303).header('location', `/game/${session.id}${themeQuery}`).send();
  });

  app.get<{ Params: { sid: string }; Querystring: { theme?: string } }>('/game/:sid', async (request, reply) => {
    const session = sessions.get(request.params.sid);
    if (!session)
      return reply
        .code(404)
        .headers(pageHeaders)
        .send(errorPage('en', null, labelsFor('en').SESSION));
    const setup = gameSetupOf(session.vendorCode, session.gameCode)!;
    if (hallEngines.has(setup.engine)) {
      const template = await readFile(resolve(hallsBuild, 'index.html'), 'utf8').catch(() => null);
      if (!template)
        return reply
          .code(503)
          .headers(pageHeaders)
          .send(errorPage(session.language, session.lobbyUrl, labelsFor(session.language).GAME_NOT_FOUND));
      return reply.headers(pageHeaders).send(hallPage(template, session, setup, themeOf(request.query.theme)));
    }
    if (setup.engine === 'sportsbook') {
      const template = await readFile(resolve(sportsbookDist, 'index.html'), 'utf8').catch(() => null);
      if (!template)
        return reply
          .code(503)
          .headers(pageHeaders)
          .send(errorPage(session.language, session.lobbyUrl, labelsFor(session.language).GAME_NOT_FOUND));
      return reply.headers(pageHeaders).send(sportsbookPage(template, session, setup, themeOf(request.query.theme)));
    }
    return reply.headers(pageHeaders).send(gamePage(session, setup));
  });

  app.post<{ Params: { sid: string } }>('/api/:sid/round', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = sessions.get(request.params.sid);
    if (!session) return reply.code(404).send({ ok: false, code: 'SESSION', message: labelsFor('en').SESSION });
    const setup = gameSetupOf(session.vendorCode, session.gameCode)!;
    const answer = await rounds.play(session, setup, request.body);
    const labels = labelsFor(session.language);
    if (answer.ok) return { ...answer, message: answer.winPending ? labels.winPending : null };
    return { ...answer, message: answer.code in labels ? labels[answer.code as VendorLabel] : labels.ERROR };
  });

  app.get<{ Params: { sid: string } }>('/api/:sid/balance', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = sessions.get(request.params.sid);
    if (!session) return reply.code(404).send({ ok: false, code: 'SESSION' });
    if (session.mode === 'real' && session.player && !session.busy) {
      const res = await wallet.balance(session.vendorCode, { playerId: session.player.playerId, sessionToken: session.player.sessionToken });
      if (res.answered && res.response.status === 'OK' && typeof res.response.balance === 'number') session.balance = res.response.balance;
    }
    return { ok: true, balance: session.balance, currency: session.currency };
  });

  // Operations views: every wallet call (newest first) and what still waits for an acknowledgement.
  app.get<{ Querystring: { limit?: string } }>('/calls', async (request) => {
    const limit = Math.min(1000, Math.max(1, Number(request.query.limit ?? 200) || 200));
    return { calls: callLog.latest(limit) };
  });
  app.get('/pending', async () => ({ pending: wallet.pending() }));

  app.addHook('onClose', async () => {
    await wallet.stop();
    await callLog.flushed();
  });
  const bookOptions = options.sportsbook && {
    ...options.sportsbook,
    feed: sportsFeed,
    ...(testClock ? { config: testClockBookConfig(options.sportsbook.config) } : {}),
  };
  const sportsbook = bookOptions ? await mountSportsbook(app, { wallet, sessions, dataDir: options.dataDir, logger: app.log }, bookOptions) : null;
  if (testClock) registerTestClockRoute(app, testClock, sportsbook);
  await wallet.start();
  const recovered = await halls.recover();
  if (recovered > 0) app.log.warn({ stakes: recovered }, 'rolling back the stakes of shared-game rounds the last run never paid');
  return { app, wallet, callLog, sportsbook, halls };
};
