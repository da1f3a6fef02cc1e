import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { CatalogTag } from '@gp/i18n';
import type { MemberPrincipal } from './member-principal';

/** Who is calling, as the HTTP layer saw them. */
/** `deviceId`: the stable id the player site computes and sends as `X-Device-Id` (promotions' shared-device check). */
export type CallerContext = { ip: string; userAgent: string | null; language: CatalogTag; deviceId?: string | null };

const DEVICE_ID = /^[A-Za-z0-9_-]{8,128}$/u;

/** A malformed or missing device id is no id: it only ever feeds a review, never refuses a request. */
const deviceIdOf = (request: FastifyRequest): string | null => {
  const value = request.headers['x-device-id'];
  return typeof value === 'string' && DEVICE_ID.test(value) ? value : null;
};

export const callerOf = (request: FastifyRequest): CallerContext => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  language: request.lang,
  deviceId: deviceIdOf(request),
});

/** The member access control resolved; a route with member access always has one. */
export const memberOf = (request: FastifyRequest): MemberPrincipal => {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
};
