import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { Visitor } from '../modules/platform/system';

/**
 * The caller as the region rules see them. `request.ip` already honours TRUST_PROXY; a country header
 * is believed only from a trusted proxy, since any client could send one.
 */
export const visitorOf = (request: FastifyRequest, config: Config): Visitor => {
  const header = config.COUNTRY_HEADER && config.TRUST_PROXY !== false ? request.headers[config.COUNTRY_HEADER] : undefined;
  const country = typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : null;
  return { ip: request.ip, country, lang: request.lang };
};
