import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The deployment files against the code they run: every variable compose sets is one the API or
 * the demo vendor reads, every API instance is behind the proxy and scraped, the guide names every
 * setting, the image is multi-stage and unprivileged. deploy/check.sh runs the outside validators
 * (Compose, Caddy, Prometheus, the compose-spec schema); this needs nothing but the repository.
 */

const root = resolve(import.meta.dirname, '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

type Service = {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  secrets?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  healthcheck?: { test?: string[]; disable?: boolean };
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  profiles?: string[];
};
type ComposeFile = { services: Record<string, Service>; secrets: Record<string, { file: string }> };

const composeText = read('deploy/compose.yaml');
const compose = parse(composeText, { merge: true }) as ComposeFile;
const services = compose.services;
const apiInstances = Object.keys(services).filter((name) => /^api-\d+$/.test(name));

/** `${NAME:-default}` as compose resolves it with no .env: the default. */
const withDefaults = (value: string): string => value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');

/** The variables the API reads: its config schema's keys, and those main.ts reads itself (SEED_DEMO). */
const apiVariables = (): Set<string> => {
  const source = read('apps/api/src/config/config.ts');
  const schema = source.slice(source.indexOf('const configSchema'), source.indexOf('.superRefine(requireProviderSettings)'));
  const direct = [...read('apps/api/src/main.ts').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!);
  return new Set([...[...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!), ...direct]);
};

/** Variables the demo vendor reads: `env.NAME` and `process.env.NAME` in its sources. */
const vendorVariables = (): Set<string> => {
  // Test files and test support (book-test-db.ts, testing/) read the test runner's variables.
  const files = readdirSync(join(root, 'apps/demo-vendor/src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.includes('test'),
  );
  const names = files.flatMap((file) => [...read(join('apps/demo-vendor/src', file)).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!));
  return new Set(names);
};

describe('compose.yaml', () => {
  it('runs two API instances, a one-shot migration, PostgreSQL 16, Redis 7, the demo vendor and a proxy', () => {
    expect(apiInstances).toEqual(['api-1', 'api-2']);
    for (const name of ['migrate', 'postgres', 'redis', 'demo-vendor', 'proxy']) expect(services[name], name).toBeDefined();
    expect(services.postgres!.image).toMatch(/^postgres:16/);
    expect(services.redis!.image).toMatch(/^redis:7/);
    expect(services.migrate!.command).toEqual(['node', '--import', 'tsx', 'packages/db/src/cli/migrate.ts']);
  });

  it('gives every service a health check; only the one-shot migration has none', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') expect(service.healthcheck?.disable).toBe(true);
      else expect(service.healthcheck?.test?.length, name).toBeGreaterThan(0);
    }
  });

  it('starts API instances only after the migration succeeded, and gives them 30 s to drain', () => {
    for (const name of apiInstances) {
      const api = services[name]!;
      expect(api.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
      expect(api.stop_grace_period).toBe('30s');
      // The drain must end before Docker's SIGKILL: shutdown timeout (drain included) under the grace period.
      expect(Number(api.environment?.SHUTDOWN_TIMEOUT_MS)).toBeLessThan(30_000);
      expect(Number(api.environment?.DRAIN_DELAY_MS)).toBeGreaterThan(2_000);
      expect(api.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(api.environment?.METRICS_PORT).toBe('9464');
      expect(api.environment?.NODE_ENV).toBe('production');
      expect(api.healthcheck?.test?.join(' ')).toContain('/readyz');
    }
  });

  it('publishes only the proxy (and Prometheus on loopback): no API, database or metrics port', () => {
    const published = Object.entries(services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name).sort()).toEqual(['prometheus', 'proxy']);
    expect(services.prometheus!.ports).toEqual(['127.0.0.1:9090:9090']);
  });

  it('trusts X-Forwarded-For from the proxy alone', () => {
    const proxyNetworks = services.proxy!.networks as Record<string, { ipv4_address?: string }>;
    const proxyIp = withDefaults(proxyNetworks.backend!.ipv4_address!);
    for (const name of apiInstances) expect(withDefaults(services[name]!.environment!.TRUST_PROXY!)).toBe(proxyIp);
  });

  it('sets only variables the API reads', () => {
    const known = apiVariables();
    expect(known.size).toBeGreaterThan(50);
    for (const name of apiInstances) {
      const api = services[name]!;
      for (const variable of [...Object.keys(api.environment ?? {}), ...(api.secrets ?? [])]) {
        expect(known.has(variable), `${name}: ${variable}`).toBe(true);
      }
    }
  });

  it('sets only variables the demo vendor reads', () => {
    const known = vendorVariables();
    expect(known.has('PLATFORM_URL')).toBe(true);
    const vendor = services['demo-vendor']!;
    for (const variable of [...Object.keys(vendor.environment ?? {}), ...(vendor.secrets ?? [])]) expect(known.has(variable), variable).toBe(true);
  });

  it('takes each secret from a file under deploy/secrets, which git ignores', () => {
    for (const [name, secret] of Object.entries(compose.secrets)) expect(secret.file).toBe(`./secrets/${name}`);
    expect(read('deploy/.gitignore').split('\n')).toContain('secrets/');
    expect(read('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['**/node_modules', 'deploy/secrets', 'deploy/.env']));
  });

  it('documents in .env.example every variable compose interpolates', () => {
    const example = read('deploy/.env.example');
    const interpolated = new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!));
    for (const variable of interpolated) expect(example, variable).toMatch(new RegExp(`^${variable}=`, 'm'));
  });
});

describe('the proxy and the scrape configuration', () => {
  const caddyfile = read('deploy/proxy/Caddyfile');
  const prometheus = read('deploy/prometheus/prometheus.yml');

  it('balances over every API instance, and nothing else', () => {
    const upstreams = caddyfile
      .match(/reverse_proxy (api-[^{]+)\{/)?.[1]
      ?.trim()
      .split(/\s+/);
    expect(upstreams).toEqual(apiInstances.map((name) => `${name}:3000`));
    expect(caddyfile).toContain('health_uri /readyz');
  });

  it('never routes to the metrics port', () => {
    expect(caddyfile).not.toContain('9464');
  });

  it('scrapes the metrics and probes the readiness of every API instance', () => {
    for (const name of apiInstances) {
      expect(prometheus).toContain(`${name}:9464`);
      expect(prometheus).toContain(`http://${name}:3000/readyz`);
    }
  });
});

describe('Dockerfile', () => {
  const lines = read('deploy/Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
  const instructions = lines.map((line) => line.trim().split(/\s+/)[0]!.toUpperCase());

  it('builds in stages and copies only from stages it defines', () => {
    const stages = lines.flatMap((line) => line.match(/^FROM\s+\S+\s+AS\s+(\S+)/i)?.[1] ?? []);
    expect(stages).toEqual(expect.arrayContaining(['deps', 'build', 'prod-deps', 'runtime']));
    for (const line of lines) {
      const from = line.match(/--from=(\S+)/)?.[1];
      if (from) expect(stages, line).toContain(from);
    }
  });

  it('runs as a non-root user, checks /readyz, exposes the ports and stops on SIGTERM', () => {
    const users = lines.filter((line) => /^USER\s/i.test(line));
    expect(users.at(-1)).toMatch(/^USER\s+(?!root\b|0\b)\S+/i);
    expect(lines.find((line) => line.startsWith('HEALTHCHECK'))).toContain('/readyz');
    expect(lines.find((line) => line.startsWith('EXPOSE'))).toMatch(/\b3000\b.*\b3100\b.*\b9464\b/);
    expect(lines).toContain('STOPSIGNAL SIGTERM');
    expect(instructions.filter((i) => i === 'FROM').length).toBeGreaterThanOrEqual(4);
  });
});

describe('docs/operations.md', () => {
  const guide = read('docs/operations.md');

  it('names every variable the API reads', () => {
    for (const variable of apiVariables()) expect(guide, variable).toContain(`\`${variable}\``);
  });

  it('names every variable the demo vendor reads', () => {
    for (const variable of vendorVariables()) expect(guide, variable).toContain(variable);
  });
});
