import {
  bgsOutcome,
  crashClientSeed,
  floatsNeeded,
  isDiceTargetValid,
  limboMaxTargetHundredths,
  limboMinTargetHundredths,
  toHundredths,
  type BetOutcome,
  type BetParams,
  type BgsParams,
  type VerifyQuery,
  type VerifyResult,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { floatsFor, seedHash } from './bgs-crypto';
import { findBetWithSeeds } from './bgs.repository';
import { toBetView } from './bet-view';

const invalid = (field: string) => new AppError('VALIDATION_ERROR', { details: { field } });

/** The engine's parameters from raw query values (the verifier page's form). */
const paramsFromQuery = (q: VerifyQuery): BgsParams => {
  switch (q.game) {
    case 'dice': {
      const target = q.target === undefined ? null : toHundredths(q.target);
      if (target === null || q.direction === undefined || !isDiceTargetValid(target, q.direction)) throw invalid('target');
      return { game: 'dice', target: target / 100, direction: q.direction };
    }
    case 'limbo': {
      const target = q.targetMultiplier === undefined ? null : toHundredths(q.targetMultiplier);
      if (target === null || target < limboMinTargetHundredths || target > limboMaxTargetHundredths) throw invalid('targetMultiplier');
      return { game: 'limbo', targetMultiplier: target / 100 };
    }
    case 'mines':
      if (q.mines === undefined) throw invalid('mines');
      return { game: 'mines', mines: q.mines };
    case 'plinko':
      if (q.rows === undefined || q.risk === undefined) throw invalid('rows');
      return { game: 'plinko', rows: q.rows, risk: q.risk };
    case 'crash':
      return { game: 'crash' };
    default:
      throw invalid('game');
  }
};

/** A stored bet's parameters in engine form. */
const engineParams = (params: BetParams): BgsParams => (params.game === 'crash' ? { game: 'crash' } : params);

/** The engine's outcome in the API's form (mines: every mine, nothing revealed; crash: no cash-out). */
const asBetOutcome = (params: BgsParams, floats: number[]): BetOutcome => {
  const outcome = bgsOutcome(params, floats);
  if (outcome.game === 'mines') return { game: 'mines', mineTiles: outcome.mineTiles, revealed: [] };
  if (outcome.game === 'crash') return { game: 'crash', crashPointHundredths: outcome.crashPointHundredths, cashedOutAtHundredths: null };
  return outcome;
};

/** Does the stored outcome say what the seeds say? (Only the seed-determined part is compared.) */
const sameResult = (stored: BetOutcome | null, recomputed: BetOutcome): boolean => {
  if (stored === null) return false;
  if (stored.game === 'mines' && recomputed.game === 'mines') return JSON.stringify(stored.mineTiles) === JSON.stringify(recomputed.mineTiles);
  if (stored.game === 'crash' && recomputed.game === 'crash') return stored.crashPointHundredths === recomputed.crashPointHundredths;
  return JSON.stringify(stored) === JSON.stringify(recomputed);
};

/**
 * The public verifier (docs/provably-fair.md): recomputes an outcome from seeds, either a stored bet's
 * (only once its server seed is revealed: the pair rotated, or the crash round over) or raw inputs.
 */
export const createVerifyService = (db: Kysely<DB>) => {
  const verify = async (q: VerifyQuery): Promise<VerifyResult> => {
    if (q.betId !== undefined) {
      const row = await findBetWithSeeds(db, BigInt(q.betId));
      if (!row || row.status === 'pending') throw new AppError('GAME_ROUND_NOT_FOUND');
      const bet = toBetView(row);
      if (row.server_seed === null || (bet.status === 'open' && bet.game !== 'crash')) {
        // The seed is revealed by rotating the pair (or, for crash, when the round ends): say so.
        throw new AppError('SEED_NOT_REVEALED', { details: { game: bet.game, serverSeedHash: row.server_seed_hash } });
      }
      const params = engineParams(bet.params);
      const outcome = asBetOutcome(
        params,
        floatsFor({ serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) }, floatsNeeded(params)),
      );
      return {
        game: bet.game,
        serverSeed: row.server_seed,
        serverSeedHash: seedHash(row.server_seed),
        clientSeed: row.client_seed,
        nonce: Number(row.nonce),
        params: bet.params,
        outcome,
        bet,
        matches: sameResult(bet.outcome, outcome) && seedHash(row.server_seed) === row.server_seed_hash,
      };
    }
    const params = paramsFromQuery(q);
    const input = { serverSeed: q.serverSeed!, clientSeed: q.clientSeed!, nonce: q.nonce! };
    const outcome = asBetOutcome(params, floatsFor(input, floatsNeeded(params)));
    const shownParams: BetParams =
      params.game === 'crash' ? { game: 'crash', crashRoundId: q.clientSeed === crashClientSeed ? String(q.nonce) : '', autoCashoutHundredths: null } : params;
    return { game: params.game, ...input, serverSeedHash: seedHash(input.serverSeed), params: shownParams, outcome, bet: null, matches: null };
  };

  return { verify };
};
