import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../platform/audit';

/** The signed-in staff member as the audit log records them. */
export const staffActorOf = (request: FastifyRequest): Actor => {
  if (!request.staff) throw new AppError('UNAUTHORIZED');
  return { type: 'staff', id: String(request.staff.id), name: request.staff.username, ip: request.ip };
};
