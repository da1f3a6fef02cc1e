import { randomInt } from 'node:crypto';
import {
  pickTranslation,
  type LanguageCode,
  type PromotionBonusList,
  type PromotionClaimResult,
  type PromotionHallList,
  type PromotionJoinResult,
  type RaffleClaimRequest,
  type RaffleClaimResult,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { firstCreditedDeposit, latestCreditedDeposits } from '../../money/payments';
import { assertMayPlay } from '../../money/protection';
import { settleWagering, wageringRequired } from '../../money/wagering';
import type { SettingsService } from '../../platform/settings';
import { planClaim, type ClaimPlan, type PlanFacts } from './claim-plan';
import { issueBonus } from './issue-bonus';
import { bonusRows, claimDraw, hallRow, hallRows, holdClaim, joinPromotion, memberClaims, memberFacts } from './promotion-hall.repository';
import { asksOptIn, claimableKinds, joinedPeriod, prizeAt, reloadLookback, runKinds, totalWeight } from './promotion-rules';
import { sharedIdentityReason } from './shared-identity-review';

type HallRow = NonNullable<Awaited<ReturnType<typeof hallRow>>>;
type Draw = { roll: number; totalWeight: number; prizeIndex: number };

const isClaimable = (kind: string) => (claimableKinds as readonly string[]).includes(kind);
const isRunKind = (kind: string) => (runKinds as readonly string[]).includes(kind);
const drawOf = (stored: unknown): Draw | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const d = stored as Partial<Draw>;
  return typeof d.roll === 'number' && typeof d.totalWeight === 'number' && typeof d.prizeIndex === 'number'
    ? { roll: d.roll, totalWeight: d.totalWeight, prizeIndex: d.prizeIndex }
    : null;
};

/**
 * The player side of promotions: the hall's status per promotion; claiming first-deposit, reload,
 * sign-up and raffle bonuses within the rule's eligibility and limits (paid by issueBonus, or held
 * for staff review when the operator asks and the member shares a device, IP or payout account with
 * someone already paid); joining cashback and rebate promotions that ask for it; the paid bonuses.
 */
export const createPromotionsService = (db: Kysely<DB>, { settings, timeZone = 'UTC' }: { settings: SettingsService; timeZone?: string }) => {
  const factsOf = async (member: MemberPrincipal): Promise<PlanFacts> => {
    const row = await memberFacts(db, member.id);
    const deposits = (await latestCreditedDeposits(db, member.id, reloadLookback)).map((d) => ({ ...d, creditedAt: new Date(d.creditedAt) }));
    const first = await firstCreditedDeposit(db, member.id);
    return {
      member: { type: row.type, createdAt: new Date(row.created_at), vipLevel: row.vip_level, country: row.country },
      firstDeposit: first ? { ...first, creditedAt: new Date(0) } : null,
      deposits,
    };
  };

  const planFor = async (member: MemberPrincipal, row: HallRow): Promise<ClaimPlan> =>
    planClaim(row, await memberClaims(db, member.id, [row.id]), await factsOf(member), new Date(), timeZone);

  const hall = async (member: MemberPrincipal): Promise<PromotionHallList> => {
    const rows = await hallRows(db);
    const facts = await factsOf(member);
    const claims = await memberClaims(
      db,
      member.id,
      rows.map((r) => r.id),
    );
    const now = new Date();
    return {
      list: rows.map((row) => {
        const plan = planClaim(
          row,
          claims.filter((c) => c.promotion_id === row.id),
          facts,
          now,
          timeZone,
        );
        return { promotionId: row.id, kind: row.kind, status: plan.status, amountDue: Number(plan.status === 'claim' ? plan.due : 0n) };
      }),
    };
  };

  const answer = (promotionId: number, row: HallRow, paid: { status: PromotionClaimResult['status']; amount: bigint }): PromotionClaimResult => ({
    promotionId,
    status: paid.status,
    amount: Number(paid.amount),
    turnoverRequired: Number(wageringRequired(paid.amount, row.turnover_multiple_bp)),
  });

  /** Claims one promotion row: every refusal before any write, then a hold for review or the payment. */
  const claimRow = async (member: MemberPrincipal, row: HallRow): Promise<PromotionClaimResult & { periodKey: string }> => {
    await assertMayPlay(db, member.id);
    const plan = await planFor(member, row);
    if (plan.status === 'coming_soon' || plan.parameters === null) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId: row.id } });
    const { currency } = await settings.value('merchant');
    if (!plan.period.ok) {
      const latest = (await memberClaims(db, member.id, [row.id])).find((c) => c.period_key !== joinedPeriod);
      // A promotion paid once answers a repeated claim with the first claim, as it stands.
      if (plan.once && latest) {
        const first = await issueBonus(db, { promotionId: row.id, member, periodKey: latest.period_key, amount: latest.amount, currency, status: 'claimed' });
        return { ...answer(row.id, row, first), periodKey: latest.period_key };
      }
      if (plan.eligible && plan.due > 0n) throw new AppError('PROMOTION_LIMIT_REACHED', { details: { promotionId: row.id, limit: plan.period.limit } });
    }
    if (!plan.eligible || plan.due <= 0n || !plan.period.ok) throw new AppError('PROMOTION_NOT_ELIGIBLE', { details: { promotionId: row.id } });
    if (plan.budgetLeft !== null && plan.budgetLeft < plan.due) throw new AppError('PROMOTION_BUDGET_EXCEEDED', { details: { promotionId: row.id } });

    const periodKey = plan.period.periodKey;
    let amount = plan.due;
    let draw: Draw | null = null;
    if (plan.parameters.kind === 'raffle') {
      const { prizes } = plan.parameters;
      const roll = randomInt(totalWeight(prizes));
      const prizeIndex = prizeAt(prizes, roll);
      draw = { roll, totalWeight: totalWeight(prizes), prizeIndex };
      amount = BigInt(prizes[prizeIndex]?.amount ?? 0);
    }
    const { sharedIdentityReview } = await settings.value('promotions');
    const reviewReason = sharedIdentityReview ? await sharedIdentityReason(db, row.id, member.id) : null;
    if (reviewReason) {
      const held = await holdClaim(db, { promotionId: row.id, memberId: member.id, periodKey, amount, reviewReason, depositId: plan.depositId, draw });
      return { ...answer(row.id, row, held), periodKey };
    }
    const paid = await issueBonus(db, { promotionId: row.id, member, periodKey, amount, currency, status: 'claimed', depositId: plan.depositId, draw });
    return { ...answer(row.id, row, paid), periodKey };
  };

  const claim = async (member: MemberPrincipal, promotionId: number): Promise<PromotionClaimResult> => {
    const row = await hallRow(db, promotionId);
    if (!row || !isClaimable(row.kind)) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId } });
    const { periodKey: _periodKey, ...result } = await claimRow(member, row);
    return result;
  };

  /** MCS2_claimRafflePromotion: the named raffle, or the first one with a draw due to the member. */
  const claimRaffle = async (member: MemberPrincipal, request: RaffleClaimRequest): Promise<RaffleClaimResult> => {
    const rows = (await hallRows(db)).filter((r) => r.kind === 'raffle' && (request.promotionId === undefined || r.id === request.promotionId));
    let chosen = rows.length === 1 ? rows[0] : undefined;
    for (const row of rows) {
      if (chosen) break;
      if ((await planFor(member, row)).status === 'claim') chosen = row;
    }
    if (!chosen) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId: request.promotionId ?? null } });
    const { periodKey, ...result } = await claimRow(member, chosen);
    const stored = await claimDraw(db, chosen.id, member.id, periodKey);
    return { ...result, draw: drawOf(stored?.draw) };
  };

  /** Opting in to a cashback or rebate promotion that asks for it: a `signed_up` row the runs read. */
  const join = async (member: MemberPrincipal, promotionId: number): Promise<PromotionJoinResult> => {
    const row = await hallRow(db, promotionId);
    if (!row || !isRunKind(row.kind) || !asksOptIn(row.parameters)) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId } });
    await assertMayPlay(db, member.id);
    const plan = await planFor(member, row);
    if (plan.status === 'coming_soon') throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId } });
    if (!plan.eligible) throw new AppError('PROMOTION_NOT_ELIGIBLE', { details: { promotionId } });
    return { promotionId, status: await joinPromotion(db, promotionId, member.id, joinedPeriod) };
  };

  const bonuses = async (member: MemberPrincipal, language: LanguageCode): Promise<PromotionBonusList> => {
    const { defaultLanguage } = await settings.value('merchant');
    const rows = await bonusRows(db, member.id);
    const wagering = await settleWagering(db, member.id);
    return {
      wagering: {
        required: Number(wagering.required),
        done: Number(wagering.done > wagering.required ? wagering.required : wagering.done),
        remaining: Number(wagering.remaining),
      },
      list: rows.map((r) => {
        const required = r.amount_required ?? 0n;
        const bets = BigInt(r.bets);
        const done = bets > 0n ? (bets > required ? required : bets) : 0n;
        return {
          id: Number(r.id),
          promotionId: r.promotion_id,
          title: pickTranslation({ title: r.title, content: '' }, r.translations, language, defaultLanguage, r.language).title,
          amount: Number(r.amount),
          status: r.status,
          turnoverRequired: Number(required),
          turnoverDone: Number(r.wagering_status === 'met' ? required : done),
          wageringStatus: r.wagering_status,
          createdAt: new Date(r.created_at).toISOString(),
        };
      }),
    };
  };

  return { hall, claim, claimRaffle, join, bonuses };
};

export type PromotionsService = ReturnType<typeof createPromotionsService>;
