import { resolve } from 'node:path';
import { z } from 'zod';

const boolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

/**
 * Fastify's trustProxy: `false` (use the socket address), `true` (trust every hop), a hop count, or
 * a comma list of proxy addresses/CIDRs. Only a trusted proxy's X-Forwarded-For names the client.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === 'false' || v === '') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) return list;
    ctx.addIssue({ code: 'custom', message: 'expected false, true, a hop count or a comma list of addresses/CIDRs' });
    return z.NEVER;
  });

/** A provider other than the outbox needs its address (and key): start-up names what is missing. */
const requireProviderSettings = (
  c: {
    EMAIL_PROVIDER: string;
    SMTP_URL?: string | undefined;
    SMS_PROVIDER: string;
    SMS_HTTP_URL?: string | undefined;
    SMS_HTTP_KEY?: string | undefined;
    PHONE_DIGITS_MIN: number;
    PHONE_DIGITS_MAX: number;
  },
  ctx: z.RefinementCtx,
) => {
  if (c.EMAIL_PROVIDER === 'smtp' && !c.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required when EMAIL_PROVIDER=smtp' });
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL) ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'required when SMS_PROVIDER=http' });
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_KEY) ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_KEY'], message: 'required when SMS_PROVIDER=http' });
  if (c.PHONE_DIGITS_MIN > c.PHONE_DIGITS_MAX) ctx.addIssue({ code: 'custom', path: ['PHONE_DIGITS_MIN'], message: 'must not exceed PHONE_DIGITS_MAX' });
};

/**
 * Several processes share nothing in memory: the database (PostgreSQL, not a PGlite folder one
 * process owns) holds the money, Redis what the cluster module shares (rate limits, caches, leases).
 */
const requireSharedStateForProcesses = (
  c: { API_PROCESSES: number; DATABASE_URL?: string | undefined; REDIS_URL?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (c.API_PROCESSES === 1) return;
  if (!c.DATABASE_URL)
    ctx.addIssue({ code: 'custom', path: ['API_PROCESSES'], message: 'more than 1 process needs DATABASE_URL (PostgreSQL): PGlite is one process' });
  if (!c.REDIS_URL)
    ctx.addIssue({ code: 'custom', path: ['API_PROCESSES'], message: 'more than 1 process needs REDIS_URL, through which the processes share state' });
};

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy.default(false),
    /**
     * Redis shared by every API instance (redis:// or rediss://): rate limits, cache invalidation,
     * socket events and scheduler leases then hold across instances. Unset: one process, all in memory.
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'expected a redis:// or rediss:// URL')
      .optional(),
    /** Prefix of every Redis key and channel: deployments (and test runs) sharing one Redis never meet. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'letters, digits, colon, dash or underscore, at most 40')
      .default('gp:'),
    /**
     * API worker processes on this host (node:cluster, sharing PORT); more than 1 needs DATABASE_URL
     * and REDIS_URL, through which the processes agree as separate instances do (docs/scaling.md).
     * Each process opens its own DATABASE_POOL_SIZE connections.
     */
    API_PROCESSES: positiveInt.max(64).default(1),
    /** PostgreSQL connections this instance opens at most; all instances together stay under max_connections. */
    DATABASE_POOL_SIZE: positiveInt.max(500).default(20),
    /** Prometheus metrics on this port of HOST (never the public one); unset: no separate port. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Bearer token for GET /metrics on the public port; unset: that path is not served. */
    METRICS_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
    /**
     * On SIGTERM: how long /readyz answers 503 while requests are still served, so the load balancer
     * stops sending before the listener closes; then in-flight calls finish and sockets close.
     */
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** The longest a graceful stop may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: positiveInt.max(600_000).default(25_000),
    COUNTRY_HEADER: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'a lower-case header name')
      .optional(),
    BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
    STAFF_SESSION_IDLE_MINUTES: positiveInt.default(30),
    STAFF_SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
    STAFF_LOGIN_MAX_FAILURES: positiveInt.default(5),
    STAFF_LOGIN_LOCK_MINUTES: positiveInt.default(15),
    RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt.default(10),
    /** Image captchas and ALTCHA challenges each IP may fetch a minute. */
    RATE_LIMIT_CAPTCHA_PER_MINUTE: positiveInt.default(30),
    /** HMAC key of ALTCHA challenges; unset: one is generated once and kept in the database. */
    ALTCHA_HMAC_KEY: z.string().min(32, 'at least 32 characters').optional(),
    /** HMAC key the sandbox payment provider signs its webhooks with; unset: generated once into the database. */
    SANDBOX_PAY_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /** ALTCHA complexity: the secret number is below this; 100,000 takes a browser about 0.3-1 s. */
    ALTCHA_MAX_NUMBER: positiveInt.max(10_000_000).default(100_000),
    SETTINGS_CACHE_MS: z.coerce.number().int().min(0).default(2000),
    /** Menus, vendor lanes, hot list and game counts; a back-office change clears them at once. */
    CATALOG_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
    /** Where staff image uploads are stored; default DATA_DIR/uploads. */
    UPLOAD_DIR: z.string().min(1).optional(),
    SERVE_STATIC: boolean.default(true),
    /** Where players reach the site; links in mail (password reset) start with it. Default http://localhost:PORT. */
    PUBLIC_URL: z.url().optional(),
    /** outbox: messages are only stored (and shown in the back office), so the demo works offline. */
    EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    /** smtp://user:pass@host:port (or smtps://); required when EMAIL_PROVIDER=smtp. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'expected an smtp:// or smtps:// URL')
      .optional(),
    EMAIL_FROM: z.string().trim().min(3).max(254).default('no-reply@localhost'),
    /** outbox: stored only; http: POST {to, text} to SMS_HTTP_URL with a bearer SMS_HTTP_KEY. */
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
    SMS_HTTP_KEY: z.string().min(8, 'at least 8 characters').optional(),
    /** How long a provider may take to accept one message. */
    MESSAGING_TIMEOUT_MS: positiveInt.default(10_000),
    /**
     * SMS the platform may send per UTC day (0: no limit); beyond it sends answer SMS_QUOTA_INSUFFICIENT.
     * Limited by default: every SMS costs money, and a bot requesting codes must not run up the bill.
     */
    SMS_DAILY_QUOTA: z.coerce.number().int().min(0).default(1000),
    /**
     * SMS per country calling code per UTC day (0: no limit): SMS pumping sends codes to premium
     * numbers of one country, which the platform-wide quota alone would only stop after the budget.
     */
    SMS_DAILY_QUOTA_PER_COUNTRY: z.coerce.number().int().min(0).default(200),
    /** Lifetime of an SMS or email verification code. */
    VERIFICATION_CODE_TTL_MINUTES: positiveInt.max(60).default(5),
    /** The "phone digit count": digits of the number without the country code. */
    PHONE_DIGITS_MIN: positiveInt.max(20).default(6),
    PHONE_DIGITS_MAX: positiveInt.max(20).default(15),
    /** Requests to the SMS-code routes each IP may make a minute (before the per-number throttle). */
    RATE_LIMIT_SMS_PER_MINUTE: positiveInt.default(10),
    /**
     * The business time zone (IANA name): hourly and daily game aggregates, agent settlements and the
     * agent clock use its hours and days. Changing it later splits one bucket's figures across two.
     */
    BUSINESS_TIME_ZONE: z
      .string()
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'an IANA time zone, e.g. Asia/Kolkata')
      .default('Asia/Kolkata'),
    /** Lifetime of a game launch token, which is single use. */
    GAME_LAUNCH_TOKEN_TTL_SECONDS: positiveInt.max(600).default(60),
    /** Lifetime of a vendor game session from authenticate; wins and rollbacks are still accepted after it. */
    GAME_SESSION_TTL_MINUTES: positiveInt.default(240),
    /**
     * Group commit of wallet calls: at most this many batches run at once, each one transaction on one
     * connection of the pool; calls arriving meanwhile join the next batch. About the database's cores.
     */
    GAME_WALLET_STATEMENTS: positiveInt.max(20).default(2),
    /** How long the previous vendor secret stays valid after a rotation in the back office. */
    VENDOR_SECRET_GRACE_MINUTES: positiveInt.default(60),
    /** Where the demo game vendor (apps/demo-vendor) listens; the seed points every demo-served vendor's launch URL here. */
    DEMO_VENDOR_URL: z.url().default('http://localhost:3100'),
    /**
     * Master secret shared with the demo vendor process: each vendor it serves signs with
     * HMAC-SHA256(master, vendorCode). Unset: the seed gives each vendor a random secret (tests).
     */
    DEMO_VENDOR_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /**
     * Addresses or CIDRs the demo vendor's wallet calls may come from, given to vendors the seed
     * credentials for the first time (default loopback; in containers, the vendor's network).
     */
    DEMO_VENDOR_IPS: z
      .string()
      .trim()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'an address or CIDR')).min(1))
      .default(['127.0.0.1', '::1', '::ffff:127.0.0.1']),
    /** Run the crash game's round loop in this process (default: on, except NODE_ENV=test). */
    BGS_CRASH_LOOP: boolean.optional(),
    /** Crash: how long betting stays open, the pause after a crash, and the curve's growth (e^(rate * ms)). */
    BGS_CRASH_BETTING_MS: positiveInt.default(7000),
    BGS_CRASH_PAUSE_MS: positiveInt.default(3000),
    BGS_CRASH_GROWTH_PER_MS: z.coerce.number().positive().max(0.1).default(0.00006),
    /** Run the agent settlement scheduler in this process (default: on, except NODE_ENV=test). */
    AGENT_SETTLEMENT_SCHEDULER: boolean.optional(),
    /** How often the settlement scheduler looks for ended periods; its job leases last two ticks. */
    AGENT_SETTLEMENT_TICK_SECONDS: positiveInt.max(3600).default(30),
    /** The settlement clock = wall clock + this (rehearsing a day end; the browser tier sets 1440). */
    AGENT_SETTLEMENT_CLOCK_OFFSET_MINUTES: z.coerce.number().int().min(-525_600).max(525_600).default(0),
    /** Run the VIP levels' scheduler (upgrades, period closes, VIP bonuses) in this process (default: on, except NODE_ENV=test); its lease lasts two ticks. */
    VIP_RUNS_SCHEDULER: boolean.optional(),
    VIP_RUNS_TICK_SECONDS: positiveInt.max(3600).default(300),
    /** Run the cashback and rebate runs' scheduler in this process (default: on, except NODE_ENV=test). */
    PROMOTION_RUNS_SCHEDULER: boolean.optional(),
    /** How often the promotion runs' scheduler looks for ended periods; its lease lasts two ticks. */
    PROMOTION_RUNS_TICK_SECONDS: positiveInt.max(3600).default(60),
    /** Run the points accrual scheduler in this process (default: on, except NODE_ENV=test); its tick, and the window each run rescans. */
    LOYALTY_ACCRUAL_SCHEDULER: boolean.optional(),
    LOYALTY_ACCRUAL_TICK_SECONDS: positiveInt.max(3600).default(180),
    LOYALTY_ACCRUAL_LOOKBACK_HOURS: positiveInt.max(24 * 31).default(72),
    /** Run the leaderboard run's scheduler (standings, prizes at period ends) in this process (default: on, except NODE_ENV=test). */
    LEADERBOARD_RUNS_SCHEDULER: boolean.optional(),
    /** Check the ledger's invariants on a timer, for the gp_ledger_check_ok gauge (default: on, except NODE_ENV=test). */
    LEDGER_CHECK_SCHEDULER: boolean.optional(),
    /** How often; each check scans the whole ledger, and one instance per period runs it. */
    LEDGER_CHECK_INTERVAL_SECONDS: positiveInt.min(10).max(86_400).default(300),
    /** Run the lottery's draw runner (schedule, close, draw, settle, pay) in this process (default: on, except NODE_ENV=test). */
    LOTTERY_SCHEDULER: boolean.optional(),
    /** How often the lottery runner ticks; a 1-minute e-lottery closes, draws and pays within one tick of its times. */
    LOTTERY_TICK_SECONDS: positiveInt.max(60).default(2),
    /**
     * Fill the results of external draws (Vietnam, 4D, six digits) with random ones when they are due,
     * so the demo runs unattended (default: on, except NODE_ENV=production, where staff enter them).
     */
    LOTTERY_SIMULATED_RESULTS: boolean.optional(),
  })
  .superRefine(requireProviderSettings)
  .superRefine(requireSharedStateForProcesses);

export type Config = Omit<z.infer<typeof configSchema>, 'UPLOAD_DIR'> & { UPLOAD_DIR: string; webDist: string; backofficeDist: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** Reads configuration from the environment; a bad value stops start-up naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable (`DATABASE_URL=`) means unset, as most shells and process managers intend.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    DATA_DIR: resolve(parsed.data.DATA_DIR),
    UPLOAD_DIR: resolve(parsed.data.UPLOAD_DIR ?? resolve(parsed.data.DATA_DIR, 'uploads')),
    webDist: resolve(repoRoot, 'apps/web/dist'),
    backofficeDist: resolve(repoRoot, 'apps/backoffice/dist'),
  };
};

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_STATIC: 'false', ...overrides });
