import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BoReferralRunResult } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { createTickSweep, type JobRunner } from '../../../lib/interval-sweep';
import { findMemberRecord, memberKind, membersSharingIdentity } from '../../identity/accounts';
import { membersSharingPayee } from '../../money/withdrawals';
import type { SettingsService } from '../../platform/settings';
import { claimStatusesOf, holdClaim, issueBonus } from '../promotions';
import { dueRewards, findSettings, heldRewards, insertReward, settleReward, acquireLease, releaseLease, type RewardCandidate } from './referral.repository';

export const referralLease = 'referral-rewards';
/** Referees decided per run; the next run takes the rest. */
const batch = 500;

export type ReferralRewardsDeps = {
  /** Leases and measures each period across instances (services.ts); unset: every tick runs. */
  jobs?: JobRunner | undefined;
  settings: SettingsService;
  tickSeconds: number;
  holder?: string;
  wallClock?: () => Date;
  onError?: (error: unknown) => void;
};

/** The period key a reward is paid under: one per referee and rule, so the engine pays it once. */
export const rewardPeriodKey = (c: Pick<RewardCandidate, 'referee_id' | 'rule'>) => `ref:${c.referee_id}:${c.rule === 'first_deposit' ? 'fd' : 'vb'}`;

/**
 * Why the referee may be the referrer, or null: they share a device id, an IP (registration or
 * sign-in) or a payout account number. The reason names what was shared, as the claims queue shows.
 */
export const samePersonReason = async (db: Kysely<DB>, refereeId: bigint, referrerId: bigint): Promise<string | null> => {
  const [traces, payees] = await Promise.all([membersSharingIdentity(db, refereeId), membersSharingPayee(db, refereeId)]);
  const reasons = new Set<string>();
  for (const t of traces) if (t.memberId === referrerId) reasons.add(t.via === 'device' ? 'shared_device' : 'shared_ip');
  if (payees.includes(referrerId)) reasons.add('shared_payee');
  return [...reasons].sort().join(',') || null;
};

/**
 * The referral rewards run (docs/referral.md, Rewards): finds every referee whose reward is due in
 * one query, then pays each through the promotions engine under the key `ref:<referee>:<rule>`, so
 * a replay, a second instance or a staff "run now" at the same moment pays it once. A referee who
 * may be the referrer becomes a held claim in the staff queue; a self-excluded referrer is not paid.
 */
export const createReferralRewardsService = (db: Kysely<DB>, deps: ReferralRewardsDeps) => {
  const wallClock = deps.wallClock ?? (() => new Date());
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  /** Held rewards follow their claim: paid when staff approve it, refused when they reject it. */
  const settleHeld = async () => {
    const held = await heldRewards(db);
    const statuses = await claimStatusesOf(
      db,
      held.flatMap((h) => (h.claim_id === null ? [] : [h.claim_id])),
    );
    for (const h of held) {
      const status = h.claim_id === null ? undefined : statuses.get(h.claim_id);
      if (status === 'issued' || status === 'claimed') await settleReward(db, h.id, 'paid', null);
      if (status === 'rejected') await settleReward(db, h.id, 'refused', 'rejected');
    }
  };

  const runNow = async (): Promise<BoReferralRunResult> => {
    const result = { paid: 0, held: 0, refused: 0 };
    await settleHeld();
    const settings = await findSettings(db);
    if (!settings.enabled || settings.promotion_id === null) return result;
    const promotionId = settings.promotion_id;
    const merchant = await deps.settings.value('merchant');
    const due = await dueRewards(
      db,
      {
        firstDepositAmount: settings.first_deposit_amount,
        firstDepositMin: settings.first_deposit_min,
        validBetsAmount: settings.valid_bets_amount,
        validBetsFigure: settings.valid_bets_figure,
      },
      batch,
    );
    for (const c of due) {
      const amount = c.rule === 'first_deposit' ? settings.first_deposit_amount : settings.valid_bets_amount;
      const periodKey = rewardPeriodKey(c);
      const referrer = await findMemberRecord(db, c.referrer_id);
      if (!referrer) continue;
      const reason = settings.identity_review ? await samePersonReason(db, c.referee_id, c.referrer_id) : null;
      if (reason) {
        const held = await holdClaim(db, { promotionId, memberId: c.referrer_id, periodKey, amount, reviewReason: reason, depositId: null, draw: null });
        await insertReward(db, { ...c, amount, status: held.status === 'processing' ? 'held' : 'paid', claimId: held.id, reason });
        result.held += 1;
        continue;
      }
      try {
        const paid = await issueBonus(db, {
          promotionId,
          member: { id: c.referrer_id, isAgent: memberKind(referrer.type, merchant) === 'agent' },
          periodKey,
          amount,
          currency: merchant.currency,
          status: 'issued',
          turnoverMultipleBp: settings.turnover_multiple_bp,
        });
        await insertReward(db, { ...c, amount, status: paid.status === 'processing' ? 'held' : 'paid', claimId: paid.claimId, reason: null });
        result.paid += 1;
      } catch (error) {
        // A self-excluded or timed-out referrer is not paid: the reward is decided, never retried.
        if (error instanceof AppError && (error.code === 'SELF_EXCLUDED' || error.code === 'TIME_OUT_ACTIVE')) {
          await insertReward(db, { ...c, amount, status: 'refused', claimId: null, reason: error.code });
          result.refused += 1;
          continue;
        }
        // An exhausted budget or a removed rule leaves the reward due: a later run pays it.
        if (error instanceof AppError && (error.code === 'PROMOTION_BUDGET_EXCEEDED' || error.code === 'PROMOTION_NOT_AVAILABLE')) continue;
        throw error;
      }
    }
    return result;
  };

  /** One run under the lease: null when another instance holds it. */
  const tick = async (): Promise<BoReferralRunResult | null> => {
    const wall = wallClock();
    if (!(await acquireLease(db, referralLease, holder, wall, new Date(wall.getTime() + 2 * deps.tickSeconds * 1000)))) return null;
    return runNow();
  };

  const timer = createTickSweep('referral-rewards', tick, deps);
  const start = (errors?: (error: unknown) => void) => timer.start(errors);
  const stop = async () => {
    if (await timer.stop()) await releaseLease(db, referralLease, holder);
  };

  return { runNow, tick, start, stop, isStarted: timer.isStarted };
};

export type ReferralRewardsService = ReturnType<typeof createReferralRewardsService>;
