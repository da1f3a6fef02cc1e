import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Database } from '@gp/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { publicAccess } from '../lib/route-access';
import { scrapedGauge, type Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's content nor its length leaks through timing. */
const bearerMatches = (header: string | undefined, token: string): boolean =>
  typeof header === 'string' && header.startsWith('Bearer ') && timingSafeEqual(digest(header.slice(7)), digest(token));

export type MetricsSources = {
  database: Database;
  /** Messages waiting for their provider. */
  outboxDepth: () => Promise<number>;
};

/** Request figures for every route (registered before the routes) and the gauges read at scrape time. */
export const registerRequestMetrics = (app: FastifyInstance, metrics: Metrics, sources: MetricsSources) => {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: one series per route, whatever callers put in paths.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ route, method: request.method, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });

  const { pool } = sources.database;
  pool?.onWait((seconds) => metrics.dbPoolWait.observe(seconds));
  scrapedGauge(metrics, {
    name: 'gp_db_pool_connections',
    help: 'PostgreSQL connections of this instance: total open, idle, and queries waiting for one',
    labelNames: ['state'],
    read: (gauge) => {
      const stats = pool?.stats() ?? { total: 0, idle: 0, waiting: 0 };
      for (const [state, value] of Object.entries(stats)) gauge.set({ state }, value);
    },
  });
  scrapedGauge(metrics, {
    name: 'gp_outbox_depth',
    help: 'Messages (email, SMS) stored but not yet handed to their provider',
    read: async (gauge) => gauge.set(await sources.outboxDepth()),
  });
};

/**
 * `GET /metrics` on the public port for a caller with the bearer token; 404 without a configured
 * token, as if it did not exist. Registered after the error handler, so refusals are the API's own.
 */
export const registerMetricsRoute = (app: FastifyInstance, metrics: Metrics, token: string | undefined) => {
  app.get('/metrics', { config: { access: publicAccess }, schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new AppError('NOT_FOUND');
    if (!bearerMatches(request.headers.authorization, token)) throw new AppError('UNAUTHORIZED');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};

/** Metrics on a port of their own (METRICS_PORT), for a scraper inside the private network. */
export const serveMetricsPort = async (metrics: Metrics, host: string, port: number): Promise<Server> => {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  return server;
};
