import {
  diceOutcome,
  dicePayout,
  isDiceTargetValid,
  limboMaxTargetHundredths,
  limboMinTargetHundredths,
  limboOutcome,
  payoutAt,
  plinkoOutcome,
  plinkoPaytables,
  toHundredths,
  type BetResult,
  type DiceDirection,
  type FairInput,
  type PlinkoRisk,
  type DiceBetRequest,
  type LimboBetRequest,
  type PlinkoBetRequest,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { floatsFor } from './bgs-crypto';
import { assertStake, finishBet, placeSeededBet, type BgsDeps } from './bet-flow';

type InstantParams =
  { game: 'dice'; target: number; direction: DiceDirection } | { game: 'limbo'; targetMultiplier: number } | { game: 'plinko'; rows: number; risk: PlinkoRisk };

/** The result of a dice, limbo or plinko bet from its seeds: a pure function of the stored bet. */
export const instantResult = (params: InstantParams, amount: bigint, fair: FairInput): { payout: bigint; outcome: Record<string, unknown> } => {
  switch (params.game) {
    case 'dice': {
      const target = Math.round(params.target * 100);
      const outcome = diceOutcome(floatsFor(fair, 1), target, params.direction);
      return { payout: dicePayout(amount, target, params.direction, outcome.win), outcome: { game: 'dice', ...outcome } };
    }
    case 'limbo': {
      const target = Math.round(params.targetMultiplier * 100);
      const outcome = limboOutcome(floatsFor(fair, 1), target);
      return { payout: outcome.win ? payoutAt(amount, target) : 0n, outcome: { game: 'limbo', ...outcome } };
    }
    case 'plinko': {
      const outcome = plinkoOutcome(floatsFor(fair, params.rows), params.rows, params.risk);
      return { payout: payoutAt(amount, outcome.multiplierHundredths), outcome: { game: 'plinko', ...outcome } };
    }
  }
};

/**
 * Dice, limbo and plinko: one request, one bet. The outcome comes from the seeds alone, after the
 * stake is debited (the floats are computed only then, so a refused bet never has an outcome).
 */
export const createInstantGamesService = (db: Kysely<DB>, deps: BgsDeps) => {
  const play = async (memberId: bigint, gameCode: string, amount: bigint, params: InstantParams): Promise<BetResult> => {
    const placed = await placeSeededBet(db, deps, { memberId, game: params.game, gameCode, amount, params });
    const finished = await finishBet(db, deps, placed.row, instantResult(params, amount, placed.fair));
    if (!finished) throw new AppError('CONFLICT');
    return finished;
  };

  const dice = async (memberId: bigint, req: DiceBetRequest): Promise<BetResult> => {
    const target = toHundredths(req.target);
    if (target === null || !isDiceTargetValid(target, req.direction)) throw new AppError('VALIDATION_ERROR', { details: { field: 'target' } });
    const amount = BigInt(req.amount);
    assertStake(deps.limits, amount, dicePayout(amount, target, req.direction, true));
    return play(memberId, req.gameCode, amount, { game: 'dice', target: target / 100, direction: req.direction });
  };

  const limbo = async (memberId: bigint, req: LimboBetRequest): Promise<BetResult> => {
    const target = toHundredths(req.targetMultiplier);
    if (target === null || target < limboMinTargetHundredths || target > limboMaxTargetHundredths)
      throw new AppError('VALIDATION_ERROR', { details: { field: 'targetMultiplier' } });
    const amount = BigInt(req.amount);
    assertStake(deps.limits, amount, payoutAt(amount, target));
    return play(memberId, req.gameCode, amount, { game: 'limbo', targetMultiplier: target / 100 });
  };

  const plinko = async (memberId: bigint, req: PlinkoBetRequest): Promise<BetResult> => {
    const amount = BigInt(req.amount);
    const table = plinkoPaytables[req.risk][req.rows]!;
    assertStake(deps.limits, amount, payoutAt(amount, Math.max(...table)));
    return play(memberId, req.gameCode, amount, { game: 'plinko', rows: req.rows, risk: req.risk });
  };

  return { dice, limbo, plinko };
};
