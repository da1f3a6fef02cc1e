import type { DB, PromotionClaimsTable } from '@gp/db';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { openHouseAccount, openMainWallet, postJournal, type WalletHolder } from '../../money/ledger';
import { assertMayPlay } from '../../money/protection';
import { addWageringRequirement } from '../../money/wagering';
import { findClaim, findRule, insertClaimIfNew, markClaimPaid, spendBudget } from './promotions.repository';

export type IssueBonusInput = {
  promotionId: number;
  member: WalletHolder;
  /** The period the bonus counts for: `once`, a day, an ISO week, a deposit id. */
  periodKey: string;
  /** Minor units, more than zero. */
  amount: bigint;
  currency: string;
  /** `claimed` when the member asked for it, `issued` when a run or staff paid it. */
  status: 'claimed' | 'issued';
  /** The deposit a reload bonus matched, kept on the claim (one bonus per deposit). */
  depositId?: bigint | null;
  /** A raffle's draw, kept on the claim. */
  draw?: object | null;
};

export type IssuedBonus = {
  claimId: bigint;
  status: Selectable<PromotionClaimsTable>['status'];
  amount: bigint;
  journalId: bigint | null;
  /** True when the claim already existed: this is its first answer and nothing was paid now. */
  replayed: boolean;
};

const PERIOD_KEY = /^[A-Za-z0-9:_-]{1,64}$/;

/** One key per promotion, member and period: the ledger pays it at most once, whatever replays it. */
export const bonusIdempotencyKey = (promotionId: number, memberId: bigint, periodKey: string): string => `promotion:${promotionId}:${memberId}:${periodKey}`;

const answerOf = (row: Selectable<PromotionClaimsTable>, replayed: boolean): IssuedBonus => ({
  claimId: row.id,
  status: row.status,
  amount: row.amount,
  journalId: row.journal_id,
  replayed,
});

/**
 * Pays a promotion's bonus in one transaction: the claim row (unique per member, promotion and
 * period), the promotion's budget, one `bonus` journal from the house bonus account to
 * the member's main wallet, and the wagering requirement the bonus carries. A replay or a
 * concurrent twin gets the first claim's answer and pays nothing.
 */
export const issueBonus = async (db: Kysely<DB>, input: IssueBonusInput): Promise<IssuedBonus> => {
  if (!PERIOD_KEY.test(input.periodKey)) throw new AppError('VALIDATION_ERROR', { details: { field: 'periodKey', reason: 'invalid' } });
  const key = { promotionId: input.promotionId, memberId: input.member.id, periodKey: input.periodKey };
  // A claim already made is answered as it was, whatever amount the replay asks.
  const existing = await findClaim(db, key);
  if (existing) return answerOf(existing, true);
  // A self-excluded or timed-out member is paid nothing, whoever asks (SELF_EXCLUDED, TIME_OUT_ACTIVE).
  await assertMayPlay(db, input.member.id);
  if (input.amount <= 0n) throw new AppError('VALIDATION_ERROR', { details: { field: 'amount', reason: 'must be more than zero' } });
  const rule = await findRule(db, input.promotionId);
  if (!rule) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId: input.promotionId } });

  // Opened outside the transaction: PGlite has one connection (docs/money.md, Accounts).
  const wallet = await openMainWallet(db, input.member, input.currency);
  const house = await openHouseAccount(db, 'house_bonus', input.currency);
  const paid = await db.transaction().execute(async (trx) => {
    const claim = await insertClaimIfNew(trx, { ...key, amount: input.amount, depositId: input.depositId ?? null, draw: input.draw ?? null });
    if (!claim) return null;
    if (!(await spendBudget(trx, input.promotionId, input.amount))) {
      throw new AppError('PROMOTION_BUDGET_EXCEEDED', { details: { promotionId: input.promotionId } });
    }
    const journal = await postJournal(trx, {
      idempotencyKey: bonusIdempotencyKey(input.promotionId, input.member.id, input.periodKey),
      kind: 'bonus',
      legs: [
        { accountId: house.id, amount: -input.amount },
        { accountId: wallet.id, amount: input.amount },
      ],
      metadata: { promotionId: input.promotionId, memberId: String(input.member.id), periodKey: input.periodKey, kind: rule.kind },
    });
    await addWageringRequirement(trx, {
      memberId: input.member.id,
      sourceJournalId: journal.journalId,
      amount: input.amount,
      multipleBp: rule.turnover_multiple_bp,
    });
    return markClaimPaid(trx, claim.id, input.status, journal.journalId);
  });
  if (paid) return answerOf(paid, false);
  // A twin with the same period committed first: answer with its claim.
  const twin = await findClaim(db, key);
  if (!twin) throw new AppError('CONFLICT', { details: { promotionId: input.promotionId } });
  return answerOf(twin, true);
};
