import type { BoMemberBonusList, BoWageringActionResult } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { Actor, AuditService } from '../../platform/audit';
import { openHouseAccount, postJournal } from '../ledger';
import {
  closeRequirement,
  findMemberAccount,
  findRequirementSource,
  forfeitKeyOf,
  forfeitedAmount,
  lockWalletBalance,
  memberBonusRows,
  type RequirementSource,
} from './wagering-admin.repository';

type Action = 'waived' | 'forfeited';

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Staff close a member's active wagering requirement. Waive: the requirement stops blocking and no
 * money moves. Forfeit: what is left of the bonus goes back to the house, at most the bonus and
 * at most the main wallet's balance now, in one `bonus` reversal journal whose key is the
 * requirement's (so it is posted once). Either way the requirement, the money and the audit entry
 * commit together; asking again answers as the first time did.
 */
export const createWageringAdminService = (db: Kysely<DB>, audit: AuditService) => {
  const load = async (requirementId: bigint): Promise<RequirementSource> => {
    const row = await findRequirementSource(db, requirementId);
    if (!row) throw new AppError('NOT_FOUND', { details: { requirementId: Number(requirementId) } });
    return row;
  };

  /** The answer for a requirement already closed by the same action; any other closed state is refused. */
  const answerClosed = async (row: RequirementSource, action: Action): Promise<BoWageringActionResult> => {
    if (row.status !== action) throw new AppError('WAGERING_NOT_ACTIVE', { details: { requirementId: Number(row.id), status: row.status } });
    const reversed = action === 'forfeited' ? await forfeitedAmount(db, row.id) : null;
    return {
      requirementId: Number(row.id),
      status: row.status,
      reversedAmount: Number(reversed?.amount ?? 0n),
      journalId: reversed ? Number(reversed.journalId) : null,
    };
  };

  const close = async (requirementId: bigint, action: Action, reason: string, actor: Actor): Promise<BoWageringActionResult> => {
    const source = await load(requirementId);
    if (source.status !== 'active') return answerClosed(source, action);
    // Opened before the transaction: PGlite has one connection (docs/money.md, Accounts).
    const house = action === 'forfeited' ? await openHouseAccount(db, 'house_bonus', source.currency) : null;
    const done = await db.transaction().execute(async (trx) => {
      const locked = await findRequirementSource(trx, requirementId, true);
      if (locked?.status !== 'active') return null;
      let reversed = 0n;
      let journalId: bigint | null = null;
      if (house) {
        reversed = min(source.bonus_amount, await lockWalletBalance(trx, source.wallet_id));
        if (reversed > 0n) {
          const journal = await postJournal(trx, {
            idempotencyKey: forfeitKeyOf(requirementId),
            kind: 'bonus',
            legs: [
              { accountId: source.wallet_id, amount: -reversed },
              { accountId: house.id, amount: reversed },
            ],
            metadata: {
              ...(source.promotion_id === null ? {} : { promotionId: Number(source.promotion_id) }),
              memberId: String(source.member_id),
              requirementId: String(requirementId),
              reversal: true,
            },
          });
          journalId = journal.journalId;
        }
      }
      await closeRequirement(trx, requirementId, action);
      await audit.append(trx, actor, action === 'waived' ? 'wagering.waive' : 'wagering.forfeit', `member:${source.member_id}`, {
        requirementId: String(requirementId),
        reason,
        bonusAmount: String(source.bonus_amount),
        reversedAmount: String(reversed),
        currency: source.currency,
        journalId: journalId === null ? null : String(journalId),
      });
      return { reversed, journalId };
    });
    // A concurrent twin closed it first: answer as that close did.
    if (!done) return answerClosed(await load(requirementId), action);
    return {
      requirementId: Number(requirementId),
      status: action,
      reversedAmount: Number(done.reversed),
      journalId: done.journalId === null ? null : Number(done.journalId),
    };
  };

  const bonuses = async (memberId: bigint): Promise<BoMemberBonusList> => {
    const member = await findMemberAccount(db, memberId);
    if (!member) throw new AppError('NOT_FOUND', { details: { memberId: Number(memberId) } });
    const rows = await memberBonusRows(db, memberId);
    return {
      memberId: Number(member.id),
      account: member.account,
      list: rows.map((r) => ({
        requirementId: r.requirement_id === null ? null : Number(r.requirement_id),
        journalId: Number(r.journal_id),
        promotionId: r.promotion_id,
        promotionTitle: r.promotion_title,
        amount: Number(r.amount),
        currency: r.currency,
        turnoverRequired: Number(r.amount_required ?? 0n),
        wageringStatus: r.wagering_status,
        forfeitedAmount: r.wagering_status === 'forfeited' ? Number(r.forfeit_leg === null ? 0n : -r.forfeit_leg) : null,
        createdAt: new Date(r.created_at).toISOString(),
        closedAt: r.closed_at === null ? null : new Date(r.closed_at).toISOString(),
      })),
    };
  };

  return {
    waive: (requirementId: bigint, reason: string, actor: Actor) => close(requirementId, 'waived', reason, actor),
    forfeit: (requirementId: bigint, reason: string, actor: Actor) => close(requirementId, 'forfeited', reason, actor),
    bonuses,
  };
};

export type WageringAdminService = ReturnType<typeof createWageringAdminService>;
