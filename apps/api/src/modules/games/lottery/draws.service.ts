import { createHash, randomBytes, randomInt } from 'node:crypto';
import { elottCommitmentSync } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { lotteryFamilies } from './families';
import { closeDueDraws, drawsInState, insertDraws, listGames, type GameRow, type NewDraw } from './lottery.repository';
import type { LotteryResultsService } from './results.service';

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** How far ahead draws are created: a week of calendar draws, half an hour of fast ones. */
const horizonMs = (game: GameRow): number => (game.family === 'elott' ? 30 * 60_000 : 7 * 86_400_000);

/** A simulated result waits this long after the draw time, as a real sheet takes a while to come. */
const simulatedResultDelayMs = 30_000;

export type DrawsDeps = { clock: () => Date; simulatedResults: boolean; results: LotteryResultsService };

/**
 * The draws' life before settlement: created from each game's calendar ahead of time (an
 * e-lottery draw with its seed committed: the hash is public from the start, the seed once drawn),
 * closed at their close time, and drawn: e-lottery by the server from the seed, external draws by
 * the simulated source when it is on (otherwise staff enter them, with a second confirming).
 */
export const createLotteryDrawsService = (db: Kysely<DB>, deps: DrawsDeps) => {
  const { results } = deps;

  const schedule = async (now: Date): Promise<number> => {
    let created = 0;
    for (const game of await listGames(db)) {
      if (!game.enabled) continue;
      const family = lotteryFamilies[game.family];
      const slots = family.slots(now.getTime() - 60_000, now.getTime() + horizonMs(game), game.schedule, game.close_before_seconds);
      const draws: NewDraw[] = slots.map((slot) => {
        const seed = game.family === 'elott' ? randomBytes(32).toString('hex') : null;
        return {
          gameCode: game.code,
          drawKey: slot.drawKey,
          province: slot.province,
          opensAt: new Date(slot.opensAt),
          closeAt: new Date(slot.closeAt),
          drawAt: new Date(slot.drawAt),
          seed,
          seedHash: seed === null ? null : elottCommitmentSync(seed, sha256Hex),
        };
      });
      created += await insertDraws(db, draws);
    }
    return created;
  };

  const close = (now: Date): Promise<number> => closeDueDraws(db, now);

  /** Draws every due e-lottery slot from its seed, and fills due external draws when simulating. */
  const draw = async (now: Date): Promise<number> => {
    let drawn = 0;
    for (const due of await drawsInState(db, ['closed'], now, 200)) {
      if (due.family === 'elott') {
        if (await results.drawFromSeed(due.id)) drawn += 1;
        continue;
      }
      if (!deps.simulatedResults || due.draw_at.getTime() + simulatedResultDelayMs > now.getTime()) continue;
      if (await results.simulate(due.id, (n) => randomInt(n))) drawn += 1;
    }
    return drawn;
  };

  return { schedule, close, draw };
};

export type LotteryDrawsService = ReturnType<typeof createLotteryDrawsService>;
