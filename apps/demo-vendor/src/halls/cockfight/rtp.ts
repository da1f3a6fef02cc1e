import { outcomeScale, probabilitiesOf, type OutcomeWeights } from './outcome';
import { cockfightCommissionBp, commissionOf, type Pools } from './pools';
import { drawReturn } from './settle';

/**
 * The draw bet returns 51 on a draw (1.8 %) and its stake on a cancellation (1 %): (180 x 51 + 100)
 * / 10,000 = 92.80 % in every fight.
 */
export const drawDeclaredRtp = 0.928;

/**
 * Meron and wala money, taken together, when both sides have bets: refunded in the 2.8 % of fights
 * that end in a draw or are cancelled, less the 5 % commission in the other 97.2 %: 1 - 0.972 x
 * 0.05 = 95.14 %, a little more when the commission is capped at a thin losing side, a little less
 * by breakage. One bettor's own return depends on how the crowd priced the fight.
 */
export const poolDeclaredRtp = 0.9514;

export const drawRtpOf = (weights: OutcomeWeights): number => (weights.draw * drawReturn + weights.cancelled) / outcomeScale;

/** The commission-only RTP of the pools: every unit back when refunded, 1 - commission otherwise. */
export const poolRtpOf = (weights: OutcomeWeights, commissionBp: number = cockfightCommissionBp): number => {
  const refunded = (weights.draw + weights.cancelled) / outcomeScale;
  return refunded + (1 - refunded) * (1 - commissionBp / 10_000);
};

/**
 * The expected total return of a fight's meron and wala bets given the closed pools, breakage aside
 * (under one minor unit per winning bet): what the simulation measures against.
 */
export const expectedPoolReturn = (pools: Pools, weights: OutcomeWeights, commissionBp: number = cockfightCommissionBp): number => {
  const total = pools.meron + pools.wala;
  if (pools.meron === 0 || pools.wala === 0) return total;
  const p = probabilitiesOf(weights);
  return (
    (p.draw + p.cancelled) * total +
    p.meron * (total - commissionOf(pools, 'meron', commissionBp)) +
    p.wala * (total - commissionOf(pools, 'wala', commissionBp))
  );
};
