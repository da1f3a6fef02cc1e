import type { DividendTier, SalaryTier } from '@gp/contracts';

/**
 * The settlement arithmetic of the four contract types, pure
 * and in bigint minor units. Rates are basis points; every amount is rounded down (floor), so the
 * platform never pays a fraction of a minor unit it cannot account for.
 */

export type TeamFigures = { activeMembers: number; validBet: bigint; houseProfit: bigint };

export type TierChoice = { tierIndex: number | null; rateBp: number };

const bp = 10_000n;

/** floor(base * rateBp / 10,000) for base >= 0. */
const applyRate = (base: bigint, rateBp: number): bigint => (base <= 0n ? 0n : (base * BigInt(rateBp)) / bp);

/**
 * The highest-rate tier whose every threshold is met (>=: a figure exactly at a threshold
 * qualifies). `profit` is only compared for tiers that have `minProfitLoss` (dividends).
 */
export const chooseTier = (
  tiers: readonly (SalaryTier | DividendTier)[],
  figures: { activeMembers: number; validBet: bigint; profit?: bigint },
): TierChoice => {
  let best: TierChoice = { tierIndex: null, rateBp: 0 };
  tiers.forEach((tier, index) => {
    const profitOk = !('minProfitLoss' in tier) || (figures.profit ?? 0n) >= BigInt(tier.minProfitLoss);
    const qualifies = figures.activeMembers >= tier.minActiveMembers && figures.validBet >= BigInt(tier.minValidBet) && profitOk;
    if (qualifies && tier.rateBp > best.rateBp) best = { tierIndex: index, rateBp: tier.rateBp };
  });
  return best;
};

/** Daily and hourly salary: the tier by active members and valid bet, paid on the valid bet. */
export const salaryAmount = (tiers: readonly SalaryTier[], team: TeamFigures): TierChoice & { base: bigint; amount: bigint } => {
  const choice = chooseTier(tiers, team);
  return { ...choice, base: team.validBet, amount: applyRate(team.validBet, choice.rateBp) };
};

export type DividendResult = TierChoice & { base: bigint; amount: bigint; carryIn: bigint; carryOut: bigint };

/**
 * Dividend with negative carry-over: base = house profit + carry-in (carry-in <= 0, the loss the
 * house still has to win back). base <= 0: nothing due, the whole base carries forward. base > 0:
 * the tier (active members, valid bet, base >= minProfitLoss) pays its rate on base; the carry is
 * used up (0) whether or not a tier applied.
 */
export const dividendAmount = (tiers: readonly DividendTier[], team: TeamFigures, carryIn: bigint): DividendResult => {
  const carry = carryIn < 0n ? carryIn : 0n;
  const base = team.houseProfit + carry;
  if (base <= 0n) return { tierIndex: null, rateBp: 0, base, amount: 0n, carryIn: carry, carryOut: base };
  const choice = chooseTier(tiers, { activeMembers: team.activeMembers, validBet: team.validBet, profit: base });
  return { ...choice, base, amount: applyRate(base, choice.rateBp), carryIn: carry, carryOut: 0n };
};

export type RoundStake = { stake: bigint; win: bigint };
export type StakeSplit = { qualifyingBets: number; winningStake: bigint; losingStake: bigint };

/**
 * Real-time salary's split of settled rounds: stake = bet - refund; a round qualifies when its stake
 * is positive and at least `minSingleBet`; the player won when the win exceeds the stake (its stake
 * is a winning stake), else it is a losing stake (a push counts as a loss for the player: no
 * profit). The SQL in figures.repository.ts applies the same rule.
 */
export const splitStakes = (rounds: readonly RoundStake[], minSingleBet: bigint): StakeSplit => {
  const split: StakeSplit = { qualifyingBets: 0, winningStake: 0n, losingStake: 0n };
  for (const r of rounds) {
    if (r.stake <= 0n || r.stake < minSingleBet) continue;
    split.qualifyingBets += 1;
    if (r.win > r.stake) split.winningStake += r.stake;
    else split.losingStake += r.stake;
  }
  return split;
};

/** floor(winning * winRate) + floor(losing * lossRate): each part rounded down on its own. */
export const realtimeAmount = (split: StakeSplit, winRateBp: number, lossRateBp: number): bigint =>
  applyRate(split.winningStake, winRateBp) + applyRate(split.losingStake, lossRateBp);
