import type { LotteryDrawStatus, LotteryResultSource, DB } from '@gp/db';
import type { ElottGame } from '@gp/contracts';
import type { Kysely } from 'kysely';
import { createHmac } from 'node:crypto';
import { deriveElottDrawSync } from '@gp/contracts';
import { AppError } from '../../../lib/app-error';
import type { Actor, AuditService } from '../../platform/audit';
import { lotteryFamilies, type RandomBelow } from './families';
import {
  decideResultEntry,
  findDraw,
  findGame,
  insertResultEntry,
  listResultEntries,
  lockDraw,
  lockResultEntry,
  publishResult,
  type DrawRow,
  type GameRow,
} from './lottery.repository';

/** A result may be published, or corrected, until the draw's payout has started. */
const publishable: readonly LotteryDrawStatus[] = ['closed', 'resulted', 'settled'];

const hmacSha256 = (key: string, message: string): Uint8Array => new Uint8Array(createHmac('sha256', key).update(message).digest());

export type ResultsDeps = { clock: () => Date; audit?: AuditService };

/**
 * Results. The server draws its own games from their seeds and the simulated source fills external
 * draws in the demo; both publish at once. A result staff type or import is only an entry until a
 * different staff member confirms it (four eyes; the table refuses it otherwise too). Confirming a
 * new entry for a draw that already has a result corrects it: the version goes up and settlement
 * runs again, as long as the payout has not started.
 */
export const createLotteryResultsService = (db: Kysely<DB>, deps: ResultsDeps) => {
  const checked = (game: GameRow, result: unknown): Record<string, unknown> => {
    const check = lotteryFamilies[game.family].checkResult(result, game.schedule);
    if (!check.ok) throw new AppError('VALIDATION_ERROR', { details: { fields: check.problems.map((p) => ({ path: `result.${p.path}`, code: p.code })) } });
    return check.value;
  };

  /** A result the system itself vouches for (server draw, simulation): entered and confirmed as one. */
  const publishSystemResult = async (
    drawId: bigint,
    source: Extract<LotteryResultSource, 'server' | 'simulated'>,
    make: (draw: DrawRow, game: GameRow) => Record<string, unknown>,
  ) => {
    const found = await findDraw(db, drawId);
    const game = found ? await findGame(db, found.game_code) : undefined;
    if (!game) return false;
    return db.transaction().execute(async (trx) => {
      const draw = await lockDraw(trx, drawId);
      if (!draw || draw.status !== 'closed' || draw.result_version !== 0) return false;
      if ((await listResultEntries(trx, drawId)).some((entry) => entry.status === 'pending')) return false;
      const result = checked(game, make(draw, game));
      const at = deps.clock();
      const entry = await insertResultEntry(trx, { drawId, result, source, enteredBy: null, at });
      await decideResultEntry(trx, entry.id, { status: 'confirmed', by: null, at, version: 1 });
      await publishResult(trx, drawId, result, 1);
      return true;
    });
  };

  const drawFromSeed = (drawId: bigint): Promise<boolean> =>
    publishSystemResult(drawId, 'server', (draw, game) => {
      if (!draw.seed) throw new Error(`e-lottery draw ${draw.id} has no seed`);
      const elottGame = game.schedule.game as ElottGame;
      return { numbers: [...deriveElottDrawSync(hmacSha256, draw.seed, draw.draw_key, elottGame).numbers] };
    });

  const simulate = (drawId: bigint, random: RandomBelow): Promise<boolean> =>
    publishSystemResult(drawId, 'simulated', (_draw, game) => lotteryFamilies[game.family].simulate(random, game.schedule));

  /** Staff type or import a result: an entry waiting for a second staff member. */
  const enter = async (actor: Actor & { staffId: number }, drawId: bigint, result: unknown, source: 'staff' | 'file') => {
    const draw = await findDraw(db, drawId);
    if (!draw) throw new AppError('NOT_FOUND');
    const game = await findGame(db, draw.game_code);
    if (!game || game.family === 'elott') throw new AppError('INVALID_STATE', { details: { reason: 'SERVER_DRAWN' } });
    const value = checked(game, result);
    return db
      .transaction()
      .execute(async (trx) => {
        const locked = await lockDraw(trx, drawId);
        if (!locked || !publishable.includes(locked.status)) throw new AppError('INVALID_STATE', { details: { status: locked?.status ?? null } });
        const entry = await insertResultEntry(trx, { drawId, result: value, source, enteredBy: actor.staffId, at: deps.clock() });
        await deps.audit?.append(trx, actor, 'lottery.result_entered', `lottery_draw:${drawId}`, { entryId: entry.id.toString(), source, result: value });
        return entry.id;
      })
      .catch((error: unknown) => {
        // One entry waits at a time: the one-pending index.
        if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
          throw new AppError('INVALID_STATE', { details: { reason: 'ENTRY_PENDING' } });
        }
        throw error;
      });
  };

  const decide = async (actor: Actor & { staffId: number }, entryId: bigint, decision: 'confirmed' | 'rejected'): Promise<{ version: number | null }> =>
    db.transaction().execute(async (trx) => {
      const entry = await lockResultEntry(trx, entryId);
      if (!entry) throw new AppError('NOT_FOUND');
      if (entry.status !== 'pending') throw new AppError('INVALID_STATE', { details: { status: entry.status } });
      if (entry.entered_by === actor.staffId) throw new AppError('SECOND_APPROVER_REQUIRED');
      const draw = await lockDraw(trx, entry.draw_id);
      if (!draw || (decision === 'confirmed' && !publishable.includes(draw.status)))
        throw new AppError('INVALID_STATE', { details: { status: draw?.status ?? null } });
      const at = deps.clock();
      const version = decision === 'confirmed' ? draw.result_version + 1 : null;
      await decideResultEntry(trx, entryId, { status: decision, by: actor.staffId, at, version });
      if (version !== null) await publishResult(trx, draw.id, entry.result, version);
      await deps.audit?.append(trx, actor, decision === 'confirmed' ? 'lottery.result_confirmed' : 'lottery.result_rejected', `lottery_draw:${draw.id}`, {
        entryId: entryId.toString(),
        version,
        correction: version !== null && version > 1,
      });
      return { version };
    });

  return {
    drawFromSeed,
    simulate,
    enter,
    confirm: (actor: Actor & { staffId: number }, entryId: bigint) => decide(actor, entryId, 'confirmed'),
    reject: (actor: Actor & { staffId: number }, entryId: bigint) => decide(actor, entryId, 'rejected'),
    entries: (drawId: bigint) => listResultEntries(db, drawId),
  };
};

export type LotteryResultsService = ReturnType<typeof createLotteryResultsService>;
