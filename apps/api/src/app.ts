import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '@gp/db';
import { negotiateTag } from '@gp/i18n';
import { translate } from '@gp/i18n/server';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { IncomingMessage } from 'node:http';
import type { Config } from './config/config';
import { AppError } from './lib/app-error';
import { memberRoutes } from './modules/identity/accounts/member.routes';
import { passwordRoutes } from './modules/identity/accounts/password.routes';
import { registrationRoutes } from './modules/identity/accounts/registration.routes';
import { securityCentreRoutes } from './modules/identity/accounts/security-centre.routes';
import { socialRoutes } from './modules/identity/accounts/social.routes';
import { socialLinksRoutes } from './modules/identity/accounts/social-links.routes';
import { memberDevicesRoutes } from './modules/identity/accounts/member-devices.routes';
import { linkCodeRoutes } from './modules/identity/accounts/link-code.routes';
import { sessionRoutes } from './modules/identity/accounts/session.routes';
import { auditRoutes } from './modules/platform/audit/audit.routes';
import { envelopeRoutes } from './modules/platform/envelope/envelope.routes';
import { botCheckRoutes } from './modules/identity/bot-check/bot-check.routes';
import { catalogAdminRoutes } from './modules/games/catalog/catalog-admin.routes';
import { catalogRoutes } from './modules/games/catalog/catalog.routes';
import { gamesRoutes } from './modules/games/launch/games.routes';
import { contentAdminRoutes } from './modules/engagement/content/content-admin.routes';
import { contentRoutes } from './modules/engagement/content/content.routes';
import { uploadRoutes } from './modules/engagement/content/upload.routes';
import { healthRoutes } from './modules/platform/health/health.routes';
import { messagingAdminRoutes } from './modules/platform/messaging/messaging-admin.routes';
import { settingsRoutes } from './modules/platform/settings/settings.routes';
import { staffAuthRoutes } from './modules/identity/staff/staff-auth.routes';
import { systemRoutes } from './modules/platform/system/system.routes';
import { verificationRoutes } from './modules/identity/verification/verification.routes';
import { walletRoutes } from './modules/money/wallet/wallet.routes';
import { withdrawalRoutes } from './modules/money/withdrawals/withdrawals.routes';
import { protectionRoutes } from './modules/money/protection/protection.routes';
import { paymentRoutes } from './modules/money/payments/payments.routes';
import { recordsRoutes } from './modules/money/records/records.routes';
import { bettingRecordsRoutes } from './modules/games/betting-records/betting-records.routes';
import { noticesRoutes } from './modules/engagement/notices/notices.routes';
import { cashierAdminRoutes } from './modules/money/cashier-admin/cashier-admin.routes';
import { gatewayRoutes } from './modules/games/gateway/gateway.routes';
import { agentRoutes } from './modules/agents/centre/agents.routes';
import { agentContractRoutes } from './modules/agents/contracts/agent-contracts.routes';
import { gamesAdminRoutes } from './modules/games/games-admin/games-admin.routes';
import { agentsAdminRoutes } from './modules/agents/agents-admin/agents-admin.routes';
import { agentSettlementRoutes } from './modules/agents/settlement/agent-settlement.routes';
import { bgsRoutes } from './modules/games/bgs/bgs.routes';
import { registerAccessControl, type RouteCatalogEntry } from './plugins/access-control';
import { registerEncryptedBodies } from './plugins/encrypted-body';
import { registerErrorHandler } from './plugins/error-handler';
import { registerLanguage } from './plugins/language';
import { registerOpenApi } from './plugins/openapi';
import { registerRouteSchemaDefaults } from './plugins/route-schema-defaults';
import { registerPlayerGate } from './plugins/player-gate';
import { registerPrivateResponses } from './plugins/private-responses';
import { registerSecurityHeaders } from './plugins/security';
import { registerStaticSites } from './plugins/static-sites';
import { registerTextGuard } from './plugins/text-guard';
import { validatorCompiler } from './plugins/validation';
import { loggerOptions } from './plugins/logger-options';
import { createServices, type Services } from './services';

export type App = { app: FastifyInstance; services: Services; routes: RouteCatalogEntry[] };

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
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Errors Fastify raises before routing (a URL that does not decode) skip the error handler.
    frameworkErrors: (error, request, reply) => {
      const lang = negotiateTag(request.headers['accept-language']);
      void (reply as FastifyReply).code(400).send({ code: 'VALIDATION_ERROR', message: translate(lang, 'errors', 'VALIDATION_ERROR'), value: null, details: { reason: error.code } });
    },
  });
  // JSON is the only body the API reads; anything else is a 415, not a string handed to a schema.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const services = createServices(database.db, config);
  const routes: RouteCatalogEntry[] = [];

  registerLanguage(app);
  registerSecurityHeaders(app, { gameOrigins: [new URL(config.DEMO_VENDOR_URL).origin] });
  registerPrivateResponses(app);
  // API answers over 1 KiB go out compressed; brotli at level 4 costs far less time than it saves on a
  // phone's network. The SPAs' files come precompressed from the build (plugins/static-sites.ts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', { details: { seconds: Math.ceil(context.ttl / 1000) } }),
  });
  // The maintenance and region gate answers first: a player needs no token to learn the site is closed.
  registerPlayerGate(app, services.system, config);
  registerAccessControl(app, services.staffAuth, services.memberSessions, routes, async () => (await services.settings.value('whitelabel')).AGENTPOLICY3);
  registerEncryptedBodies(app, services.envelope);
  // After the envelope is opened: both are preValidation hooks, run in the order added.
  registerTextGuard(app);
  registerRouteSchemaDefaults(app);
  await registerOpenApi(app);
  const spaFallback = config.SERVE_STATIC ? await registerStaticSites(app, { web: config.webDist, backoffice: config.backofficeDist }, services.content.firstHomeBanner) : null;
  registerErrorHandler(app, spaFallback);

  await app.register(healthRoutes, { db: database.db });
  await app.register(systemRoutes, { system: services.system, settings: services.settings, config });
  await app.register(staffAuthRoutes, { staffAuth: services.staffAuth, staffPassword: services.staffPassword, config });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(catalogRoutes, { catalog: services.catalog, art: services.catalogArt });
  await app.register(catalogAdminRoutes, { catalogAdmin: services.catalogAdmin });
  await app.register(gamesRoutes, { launcher: services.gameLaunch, lists: services.gameLists });
  await app.register(contentRoutes, { content: services.content, onMemberLanguage: services.memberAccount.setLanguage });
  await app.register(contentAdminRoutes, { contentAdmin: services.contentAdmin });
  await app.register(uploadRoutes, { uploads: services.uploads });
  await app.register(messagingAdminRoutes, { messaging: services.messaging });
  await app.register(verificationRoutes, { verification: services.verification, members: services.memberDirectory, botCheck: services.botCheck, config });
  await app.register(botCheckRoutes, { botCheck: services.botCheck, config });
  await app.register(envelopeRoutes, { envelope: services.envelope });
  await app.register(sessionRoutes, { login: services.login, freePlay: services.freePlay, account: services.memberAccount, config });
  await app.register(linkCodeRoutes, { linkCodes: services.linkCodes, config });
  await app.register(registrationRoutes, { registration: services.registration, config });
  await app.register(memberRoutes, { account: services.memberAccount });
  await app.register(passwordRoutes, { passwords: services.passwords, config });
  await app.register(securityCentreRoutes, { security: services.securityCentre, config });
  await app.register(socialRoutes, { social: services.socialLogin, config });
  await app.register(socialLinksRoutes, { socialLinks: services.socialLinks, config });
  await app.register(memberDevicesRoutes, { devices: services.memberDevices, config });
  await app.register(walletRoutes, { wallet: services.wallet, vendorWallets: services.vendorWallets, transfers: services.memberTransfers, config });
  await app.register(recordsRoutes, { records: services.records });
  await app.register(bettingRecordsRoutes, { bettingRecords: services.bettingRecords });
  await app.register(noticesRoutes, { notices: services.notices });
  await app.register(cashierAdminRoutes, { cashierAdmin: services.cashierAdmin });
  await app.register(agentRoutes, { team: services.agentTeam, centre: services.agentCentre });
  await app.register(agentContractRoutes, {
    contracts: services.agentContracts,
    dividends: { confirm: services.agentSettlement.confirmDividend, refuse: services.agentSettlement.refuseDividend },
  });
  await app.register(gamesAdminRoutes, { gamesAdmin: services.gamesAdmin });
  await app.register(agentsAdminRoutes, { agentsAdmin: services.agentsAdmin });
  // The settlement scheduler runs with the app (off in tests and the browser tier: AGENT_SETTLEMENT_SCHEDULER).
  await app.register(agentSettlementRoutes, { settlement: services.agentSettlement, schedule: config.AGENT_SETTLEMENT_SCHEDULER ?? config.NODE_ENV !== 'test' });
  await app.register(paymentRoutes, { payments: services, settings: services.settings, config });
  await app.register(protectionRoutes, { protection: services.protection, config });
  await app.register(withdrawalRoutes, { services });
  await app.register(gatewayRoutes, { gameWallet: services.gameWallet });
  await app.register(bgsRoutes, { bgs: services.bgs });
  await app.ready();
  return { app, services, routes };
};
