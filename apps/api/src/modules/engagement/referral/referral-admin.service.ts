import type { BoReferralReport, BoReferralReportQuery, BoReferralRunResult, BoReferralSettings, BoReferralSettingsInput } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { pageOf } from '../../../lib/page';
import type { Actor, AuditService } from '../../platform/audit';
import type { ReferralRewardsService } from './referral-rewards.service';
import { countReport, findSettings, reportPage, rewardsOfReferees, updateSettings, type ReferralSettingsRow } from './referral.repository';
import { termsOf } from './referral.service';

const settingsOut = (s: ReferralSettingsRow): BoReferralSettings => ({
  enabled: s.enabled,
  promotionId: s.promotion_id,
  ...termsOf(s),
  turnoverMultipleBp: s.turnover_multiple_bp,
  linkLimit: s.link_limit,
  identityReview: s.identity_review,
  updatedAt: s.updated_at.toISOString(),
});

/** The staff side: the programme's settings and reward rules, the report, and a run now. Every change is audited. */
export const createReferralAdminService = (db: Kysely<DB>, deps: { audit: AuditService; rewards: ReferralRewardsService }) => {
  const settings = async (): Promise<BoReferralSettings> => settingsOut(await findSettings(db));

  const updateSettingsBy = async (input: BoReferralSettingsInput, actor: Actor): Promise<BoReferralSettings> =>
    db.transaction().execute(async (trx) => {
      const before = settingsOut(await findSettings(trx));
      const row = await updateSettings(trx, {
        enabled: input.enabled,
        first_deposit_amount: BigInt(input.firstDeposit?.amount ?? 0),
        first_deposit_min: BigInt(input.firstDeposit?.minDeposit ?? 0),
        valid_bets_amount: BigInt(input.validBets?.amount ?? 0),
        valid_bets_figure: BigInt(input.validBets?.figure ?? 0),
        turnover_multiple_bp: input.turnoverMultipleBp,
        link_limit: input.linkLimit,
        identity_review: input.identityReview,
      });
      const after = settingsOut(row);
      await deps.audit.append(trx, actor, 'referral.settings.update', 'referral_settings', {
        before: { ...before, updatedAt: undefined },
        after: { ...after, updatedAt: undefined },
      });
      return after;
    });

  const report = async (query: BoReferralReportQuery): Promise<BoReferralReport> => {
    const filter = { referrerAccount: query.referrerAccount, refereeAccount: query.refereeAccount, from: query.from, to: query.to };
    const [total, rows] = await Promise.all([countReport(db, filter), reportPage(db, filter, query)]);
    const rewards = await rewardsOfReferees(
      db,
      rows.map((r) => r.referee_id),
    );
    return pageOf(
      rows.map((r) => ({
        refereeId: Number(r.referee_id),
        refereeAccount: r.referee_account,
        referrerId: Number(r.referrer_id),
        referrerAccount: r.referrer_account,
        linkCode: r.link_code,
        linkLabel: r.link_label,
        registeredAt: r.created_at.toISOString(),
        firstDepositAt: r.first_deposit_at ? new Date(r.first_deposit_at).toISOString() : null,
        validBets: Number(r.valid_bets),
        rewards: rewards
          .filter((w) => w.referee_id === r.referee_id)
          .map((w) => ({ rule: w.rule, amount: Number(w.amount), status: w.status, reason: w.reason, createdAt: w.created_at.toISOString() })),
      })),
      total,
      query,
    );
  };

  const runNow = async (actor: Actor): Promise<BoReferralRunResult> => {
    const result = await deps.rewards.runNow();
    await deps.audit.append(db, actor, 'referral.run', 'referral_rewards', { ...result });
    return result;
  };

  return { settings, updateSettings: updateSettingsBy, report, runNow };
};

export type ReferralAdminService = ReturnType<typeof createReferralAdminService>;
