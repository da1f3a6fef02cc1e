import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { AppError } from '../lib/app-error';
import { visitorOf } from '../lib/visitor';
import type { SystemService } from '../modules/platform/system';

const gatedPrefixes = ['/wps/', '/lgw/', '/lotto/'];
// Payment providers report settlements from their own servers: money already moved at the provider
// must be credited even during maintenance or from a region players are blocked in.
const openPrefixes = ['/wps/system/', '/wps/payments/webhook/'];
const defaultRetryAfterSeconds = 300;

/**
 * During maintenance the player API answers 503 (with Retry-After), and a blocked region 403;
 * `/wps/system/*` stays open so the app can show why, and payment webhooks stay open. Staff and
 * vendor calls are not gated here.
 */
export const registerPlayerGate = (app: FastifyInstance, system: SystemService, config: Config): void => {
  app.addHook('onRequest', async (request) => {
    const path = request.url;
    if (!gatedPrefixes.some((p) => path.startsWith(p)) || openPrefixes.some((p) => path.startsWith(p))) return;
    const current = await system.status(visitorOf(request, config));
    if (current.status === 1) {
      const end = current.maintenance?.endTime ? Date.parse(current.maintenance.endTime) : NaN;
      const seconds = Number.isFinite(end) && end > Date.now() ? Math.ceil((end - Date.now()) / 1000) : defaultRetryAfterSeconds;
      throw new AppError('MAINTENANCE', { headers: { 'retry-after': String(seconds) }, details: { endTime: current.maintenance?.endTime ?? null } });
    }
    if (current.status === 2) throw new AppError('REGION_RESTRICTED', { details: { ip: request.ip } });
  });
};
