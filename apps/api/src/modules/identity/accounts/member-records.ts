import type { Executor } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { findMemberByAffiliateCode, findMemberById, lockMemberStatus, setTotpLastStep, type MemberRow } from './members.repository';

/**
 * What other modules may read of a member's record. Writes stay inside this module's flows
 * (registration, security centre, freezing, accounts an agent opens).
 */
export const findMemberRecord = (db: Executor, id: bigint): Promise<MemberRow | undefined> => findMemberById(db, id);

/** The record of a signed-in member; a row gone since the session began is UNAUTHORIZED. */
export const memberRecordOf = async (db: Executor, principal: MemberPrincipal): Promise<MemberRow> => {
  const member = await findMemberById(db, principal.id);
  if (!member) throw new AppError('UNAUTHORIZED');
  return member;
};

/** Whether a code is some member's affiliate code (invitation codes share its field). */
export const isAffiliateCodeTaken = async (db: Executor, code: string): Promise<boolean> => Boolean(await findMemberByAffiliateCode(db, code));

/** Locks the member's row until the transaction ends, to order changes of one member's own rows. */
export const lockMemberRecord = async (db: Executor, id: bigint): Promise<void> => {
  await lockMemberStatus(db, id);
};

/** Spends an authenticator step, so the same code is not accepted again within its window. */
export const spendTotpStep = (db: Executor, id: bigint, step: bigint) => setTotpLastStep(db, id, step);
