import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../platform/audit';
import { staffActorOf } from './staff-actor';

/** The signed-in staff member: the id the contract and settlement services record, and the audit actor. */
export type StaffCaller = { staffId: bigint; actor: Actor };

export const staffCallerOf = (request: FastifyRequest): StaffCaller => {
  if (!request.staff) throw new AppError('UNAUTHORIZED');
  return { staffId: BigInt(request.staff.id), actor: staffActorOf(request) };
};
