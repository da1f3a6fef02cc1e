import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { CatalogTag } from '@gp/i18n';
import type { MemberPrincipal } from './member-principal';

/** Who is calling, as the HTTP layer saw them. */
export type CallerContext = { ip: string; userAgent: string | null; language: CatalogTag };

export const callerOf = (request: FastifyRequest): CallerContext => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  language: request.lang,
});

/** The member access control resolved; a route with member access always has one. */
export const memberOf = (request: FastifyRequest): MemberPrincipal => {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
};
