import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { Database } from '@gp/db';
import { negotiateTag } from '@gp/i18n';
import { translate } from '@gp/i18n/server';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { IncomingMessage } from 'node:http';
import { createCluster, createLifecycle } from './cluster';
import type { Config } from './config/config';
import { createMetrics } from './metrics/metrics';
import { registerMetricsRoute, registerRequestMetrics } from './metrics/metrics.plugin';
import { socketFeatureOf } from './metrics/socket-features';
import type { AppRuntime } from './modules/feature';
import { AppError } from './lib/app-error';
import { registerAccessControl, type RouteCatalogEntry } from './plugins/access-control';
import { registerEncryptedBodies } from './plugins/encrypted-body';
import { registerErrorHandler } from './plugins/error-handler';
import { registerLanguage } from './plugins/language';
import { registerOpenApi } from './plugins/openapi';
import { registerRouteSchemaDefaults } from './plugins/route-schema-defaults';
import { registerPlayerGate } from './plugins/player-gate';
import { registerPrivateResponses } from './plugins/private-responses';
import { builtSitesScriptHashes } from './plugins/inline-script-hashes';
import { registerSecurityHeaders } from './plugins/security';
import { registerStaticSites } from './plugins/static-sites';
import { registerTextGuard } from './plugins/text-guard';
import { validatorCompiler } from './plugins/validation';
import { loggerOptions } from './plugins/logger-options';
import { features } from './modules/features';
import { withoutWalletRoutes } from './modules/games/gateway/wallet-route-hooks';
import { createServices, type Services } from './services';

export type App = { app: FastifyInstance; services: Services; routes: RouteCatalogEntry[]; runtime: AppRuntime };

/** Close code 1012 (service restart): the client reconnects, reaching another instance. */
const restartCloseCode = 1012;

const requestId = (req: IncomingMessage): string => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
};

const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the HTTP application over an open database; main.ts listens, tests inject. */
export const buildApp = async (config: Config, database: Database): Promise<App> => {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count becomes proxy-addr's function form: trust the first n hops.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? hopsTrusted(config.TRUST_PROXY) : config.TRUST_PROXY,
    genReqId: requestId,
    // A request that reaches a closing instance is still served: the drain, not a 503, moves traffic away.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Errors Fastify raises before routing (a URL that does not decode) skip the error handler.
    frameworkErrors: (error, request, reply) => {
      const lang = negotiateTag(request.headers['accept-language']);
      void (reply as FastifyReply)
        .code(400)
        .send({ code: 'VALIDATION_ERROR', message: translate(lang, 'errors', 'VALIDATION_ERROR'), value: null, details: { reason: error.code } });
    },
  });
  // JSON is the only body the API reads; anything else is a 415, not a string handed to a schema.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // From REDIS_URL (a lone process without it), closed with the app.
  const cluster = await createCluster({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, onError: (error) => app.log.warn({ err: error }, 'redis') });
  const runtime: AppRuntime = { cluster, metrics: createMetrics(), lifecycle: createLifecycle() };
  app.addHook('onClose', async () => cluster.close());
  const services = createServices(database.db, config, runtime);
  const routes: RouteCatalogEntry[] = [];
  // The vendor wallet routes skip the request hooks of the plugins given `withoutWalletRoutes(app)`:
  // none does anything useful for a vendor's server, and a wallet call is the API's hottest path.
  registerRequestMetrics(withoutWalletRoutes(app), runtime.metrics, { database, outboxDepth: services.messaging.queuedCount });
  // Draining: every answer closes its connection, so a keep-alive client's next request opens a new
  // one, which the load balancer sends to an instance that is staying.
  app.addHook('onSend', async (_request, reply) => {
    if (runtime.lifecycle.isDraining()) reply.header('connection', 'close');
  });

  registerLanguage(withoutWalletRoutes(app));
  registerSecurityHeaders(withoutWalletRoutes(app), {
    gameOrigins: [new URL(config.DEMO_VENDOR_URL).origin],
    scriptHashes: config.SERVE_STATIC ? builtSitesScriptHashes([config.webDist, config.backofficeDist]) : [],
  });
  registerPrivateResponses(withoutWalletRoutes(app));
  // API answers over 1 KiB go out compressed; brotli at level 4 costs far less time than it saves on a
  // phone's network. The SPAs' files come precompressed from the build (plugins/static-sites.ts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  // With Redis the counters are shared, so a limit holds across every instance behind the balancer.
  await app.register(rateLimit, {
    global: false,
    ...(cluster.redis ? { redis: cluster.redis, nameSpace: `${cluster.prefix}rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', { details: { seconds: Math.ceil(context.ttl / 1000) } }),
  });
  // The maintenance and region gate answers first: a player needs no token to learn the site is closed.
  registerPlayerGate(withoutWalletRoutes(app), services.system, config);
  registerAccessControl(
    withoutWalletRoutes(app),
    services.staffAuth,
    services.memberSessions,
    routes,
    async () => (await services.settings.value('whitelabel')).AGENTPOLICY3,
  );
  registerEncryptedBodies(withoutWalletRoutes(app), services.envelope);
  // After the envelope is opened: both are preValidation hooks, run in the order added.
  registerTextGuard(app);
  registerRouteSchemaDefaults(app);
  await registerOpenApi(app);
  const spaFallback = config.SERVE_STATIC
    ? await registerStaticSites(
        app,
        { web: config.webDist, backoffice: config.backofficeDist },
        services.content.firstHomeBanner,
        async () => (await services.settings.value('site')).defaultTheme,
      )
    : null;
  registerErrorHandler(app, spaFallback);
  registerMetricsRoute(app, runtime.metrics, config.METRICS_TOKEN);

  // Before the plugin's own close: sockets hear "restarting" and reconnect to an instance that stays.
  app.addHook('preClose', async () => {
    for (const client of app.websocketServer.clients) client.close(restartCloseCode, 'restart');
  });
  // Once for the whole app: each registration listens to the server's upgrades, so a second one (a
  // feature's own) would route every socket twice. Client frames are small (auth, typing, nothing).
  await app.register(websocket, { options: { maxPayload: 1024 } });
  app.websocketServer.on('connection', (socket, request: IncomingMessage) => {
    const labels = { feature: socketFeatureOf(request.url) };
    runtime.metrics.websockets.inc(labels);
    socket.once('close', () => runtime.metrics.websockets.dec(labels));
  });

  const context = { services, config, database, runtime };
  for (const feature of features) await app.register(feature, context);
  await app.ready();
  return { app, services, routes, runtime };
};
