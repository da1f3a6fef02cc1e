import { pickTranslation, type LanguageCode, type PromotionBonusList, type PromotionClaimResult, type PromotionHallList } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { wageringRequired } from '../../money/wagering';
import { firstCreditedDeposit } from '../../money/payments';
import type { SettingsService } from '../../platform/settings';
import { issueBonus } from './issue-bonus';
import { bonusRows, hallRow, hallRows, memberFacts } from './promotion-hall.repository';
import { amountDue, isEligible, memberStatus, oncePeriod, parametersOf } from './promotion-rules';

type HallRow = NonNullable<Awaited<ReturnType<typeof hallRow>>>;
type Facts = { type: number; createdAt: Date; firstDeposit: Awaited<ReturnType<typeof firstCreditedDeposit>> };

/** What the member could be paid for one promotion now, and the status the hall shows. */
const assess = (row: HallRow, facts: Facts, now: Date) => {
  const parameters = parametersOf(row.parameters);
  const due = parameters ? amountDue(parameters, facts.firstDeposit) : 0n;
  const eligible = parameters !== null && isEligible(row, facts, row.start_at);
  const budgetLeft = row.budget_total === null ? null : row.budget_total - row.budget_used;
  return { due, eligible, status: memberStatus({ claimStatus: row.claim_status, startAt: row.start_at, budgetLeft, due, eligible }, now) };
};

/**
 * The player side of promotions: the hall's status per promotion, claiming a first-deposit or
 * sign-up bonus (paid by issueBonus, once), and the list of paid bonuses with their wagering.
 */
export const createPromotionsService = (db: Kysely<DB>, { settings }: { settings: SettingsService }) => {
  const factsOf = async (member: MemberPrincipal): Promise<Facts> => {
    const [row, firstDeposit] = [await memberFacts(db, member.id), await firstCreditedDeposit(db, member.id)];
    return { type: row.type, createdAt: new Date(row.created_at), firstDeposit };
  };

  const hall = async (member: MemberPrincipal): Promise<PromotionHallList> => {
    const [rows, facts] = [await hallRows(db, member.id), await factsOf(member)];
    const now = new Date();
    return {
      list: rows.map((row) => {
        const { due, status } = assess(row, facts, now);
        return { promotionId: row.id, kind: row.kind, status, amountDue: Number(due) };
      }),
    };
  };

  const claim = async (member: MemberPrincipal, promotionId: number): Promise<PromotionClaimResult> => {
    const row = await hallRow(db, member.id, promotionId);
    if (!row) throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId } });
    const { due, eligible, status } = assess(row, await factsOf(member), new Date());
    if (status === 'coming_soon') throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId } });
    // A claim row already there is answered by issueBonus as the replay it is.
    if (!row.claim_status && (!eligible || due <= 0n)) throw new AppError('PROMOTION_NOT_ELIGIBLE', { details: { promotionId } });
    const { currency } = await settings.value('merchant');
    const paid = await issueBonus(db, { promotionId, member, periodKey: oncePeriod, amount: due, currency, status: 'claimed' });
    return {
      promotionId,
      status: paid.status,
      amount: Number(paid.amount),
      turnoverRequired: Number(wageringRequired(paid.amount, row.turnover_multiple_bp)),
    };
  };

  const bonuses = async (member: MemberPrincipal, language: LanguageCode): Promise<PromotionBonusList> => {
    const { defaultLanguage } = await settings.value('merchant');
    const rows = await bonusRows(db, member.id);
    return {
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

  return { hall, claim, bonuses };
};

export type PromotionsService = ReturnType<typeof createPromotionsService>;
