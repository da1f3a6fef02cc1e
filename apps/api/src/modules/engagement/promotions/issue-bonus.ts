import type { DB, Executor, PromotionClaimsTable } from '@gp/db';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { openHouseAccount, openMainWallet, postJournal, type WalletHolder } from '../../money/ledger';
import { assertMayPlay } from '../../money/protection';
import { addWageringRequirement } from '../../money/wagering';
import { addMemberNotice } from '../notices';
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
  /**
   * The turnover this bonus carries, in basis points, when its source sets its own (a mission's or
   * a VIP level's reward); absent, the promotion rule's multiple applies.
   */
  turnoverMultipleBp?: number;
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

/** The two accounts a bonus moves between. */
export type BonusAccounts = { wallet: { id: bigint }; house: { id: bigint } };

/** Opens (idempotently) the member's main wallet and the house bonus account, outside any transaction: PGlite has one connection (docs/money.md, Accounts). */
export const openBonusAccounts = async (db: Kysely<DB>, member: WalletHolder, currency: string): Promise<BonusAccounts> => ({
  wallet: await openMainWallet(db, member, currency),
  house: await openHouseAccount(db, 'house_bonus', currency),
});

/** A claim row about to be paid: its key and the amount it pays. */
export type ClaimToPay = { id: bigint; promotionId: number; memberId: bigint; periodKey: string; amount: bigint; turnoverMultipleBp?: number };

/**
 * Pays a claim row inside the caller's transaction: the promotion's budget, one `bonus` journal from
 * the house bonus account to the member's main wallet (keyed by promotion, member and period, so the
 * ledger posts it once), the wagering requirement the bonus carries, and the claim's final status.
 * The one path a new claim (issueBonus) and a reviewed one (staff approval) are paid by.
 */
export const payClaimIn = async (trx: Executor, claim: ClaimToPay, status: 'claimed' | 'issued', accounts: BonusAccounts) => {
  // A claim approved by staff pays no one self-excluded or timed out since it was made.
  await assertMayPlay(trx, claim.memberId);
  const rule = await findRule(trx, claim.promotionId);
  if (!rule) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId: claim.promotionId } });
  if (claim.amount <= 0n) throw new AppError('VALIDATION_ERROR', { details: { field: 'amount', reason: 'must be more than zero' } });
  if (!(await spendBudget(trx, claim.promotionId, claim.amount))) {
    throw new AppError('PROMOTION_BUDGET_EXCEEDED', { details: { promotionId: claim.promotionId } });
  }
  const journal = await postJournal(trx, {
    idempotencyKey: bonusIdempotencyKey(claim.promotionId, claim.memberId, claim.periodKey),
    kind: 'bonus',
    legs: [
      { accountId: accounts.house.id, amount: -claim.amount },
      { accountId: accounts.wallet.id, amount: claim.amount },
    ],
    metadata: { promotionId: claim.promotionId, memberId: String(claim.memberId), periodKey: claim.periodKey, kind: rule.kind },
  });
  await addWageringRequirement(trx, {
    memberId: claim.memberId,
    sourceJournalId: journal.journalId,
    amount: claim.amount,
    multipleBp: claim.turnoverMultipleBp ?? rule.turnover_multiple_bp,
  });
  // The member's inbox tells them, in the same transaction as the payment.
  await addMemberNotice(trx, { memberId: claim.memberId, kind: 'bonus_issued', params: { amount: Number(claim.amount), promotionId: claim.promotionId } });
  return markClaimPaid(trx, claim.id, status, journal.journalId);
};

/**
 * Pays a promotion's bonus in one transaction: a new claim row (unique per member, promotion and
 * period), then payClaimIn. A replay or a concurrent twin gets the first claim's answer and pays nothing.
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

  const accounts = await openBonusAccounts(db, input.member, input.currency);
  const paid = await db.transaction().execute(async (trx) => {
    const claim = await insertClaimIfNew(trx, { ...key, amount: input.amount, depositId: input.depositId ?? null, draw: input.draw ?? null });
    if (!claim) return null;
    return payClaimIn(trx, { ...key, id: claim.id, amount: input.amount, turnoverMultipleBp: input.turnoverMultipleBp }, input.status, accounts);
  });
  if (paid) return answerOf(paid, false);
  // A twin with the same period committed first: answer with its claim.
  const twin = await findClaim(db, key);
  if (!twin) throw new AppError('CONFLICT', { details: { promotionId: input.promotionId } });
  return answerOf(twin, true);
};
