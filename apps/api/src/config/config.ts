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
    const list = v.split(',').map((s) => s.trim()).filter(Boolean);
    if (list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) return list;
    ctx.addIssue({ code: 'custom', message: 'expected false, true, a hop count or a comma list of addresses/CIDRs' });
    return z.NEVER;
  });

export const configSchema = z.object({
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
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  /** Menus, vendor lanes, hot list and game counts; a back-office change clears them at once. */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /** Where staff image uploads are stored; default DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().min(1).optional(),
  SERVE_STATIC: boolean.default(true),
});

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
