import type {
  LotteryAdminDraw,
  LotteryAdminDrawDetail,
  LotteryAdminDrawsQuery,
  LotteryAdminGame,
  LotteryExposureView,
  LotteryGamePatch,
  LotteryReport,
  LotteryReportQuery,
  LotteryResultEntryView,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { Actor, AuditService } from '../../platform/audit';
import { lotteryFamilies } from './families';
import {
  drawIdOfEntry,
  findDraw,
  findGame,
  insertTerms,
  listGames,
  listResultEntries,
  updateGame,
  lockDraw,
  setDrawStatus,
  type DrawRow,
  type GameRow,
  type ResultEntryRow,
} from './lottery.repository';
import { adminDrawsPage, exposureOfDraw, reportRows } from './lottery-views.repository';
import { drawViewOf } from './lottery-views.service';
import type { LotteryResultsService } from './results.service';
import type { LotterySettlementService } from './settlement.service';

const adminGameOf = (row: GameRow): LotteryAdminGame => ({
  gameCode: row.code,
  family: row.family,
  prizeMode: row.prize_mode,
  menuGroup: row.menu_group,
  vendorCode: row.vendor_code,
  catalogGameCode: row.game_code,
  terms: row.terms ?? {},
  termsVersion: row.terms_id === null ? null : row.terms_id.toString(),
  schedule: row.schedule,
  minStake: Number(row.min_stake),
  maxStake: Number(row.max_stake),
  memberDrawLimit: row.member_draw_limit === null ? null : Number(row.member_draw_limit),
  numberLimit: row.number_limit === null ? null : Number(row.number_limit),
  closeBeforeSeconds: row.close_before_seconds,
  payoutDelaySeconds: row.payout_delay_seconds,
  enabled: row.enabled,
  sort: row.sort,
});

const adminDrawOf = (row: DrawRow): LotteryAdminDraw => ({
  ...drawViewOf(row),
  // Staff see the result as soon as it is published, and the seed once drawn, as players do.
  betCount: row.bet_count,
  stakeTotal: Number(row.stake_total),
  payoutTotal: Number(row.payout_total),
  settledVersion: row.settled_version,
  payAfter: row.pay_after?.toISOString() ?? null,
  voidReason: row.void_reason,
});

const entryOf = (row: ResultEntryRow): LotteryResultEntryView => ({
  entryId: row.id.toString(),
  result: row.result,
  source: row.source,
  enteredBy: row.entered_by === null ? null : String(row.entered_by),
  enteredAt: row.entered_at.toISOString(),
  status: row.status,
  decidedBy: row.decided_by === null ? null : String(row.decided_by),
  decidedAt: row.decided_at?.toISOString() ?? null,
  version: row.version,
});

const badFields = (problems: readonly { path: string; code: string }[], prefix: string): AppError =>
  new AppError('VALIDATION_ERROR', { details: { fields: problems.map((p) => ({ path: `${prefix}.${p.path}`, code: p.code })) } });

const staffIdOf = (actor: Actor): number => {
  const id = Number(actor.id);
  if (actor.type !== 'staff' || !Number.isSafeInteger(id)) throw new AppError('FORBIDDEN');
  return id;
};

export type LotteryAdminDeps = { audit: AuditService; results: LotteryResultsService; settlement: LotterySettlementService; clock: () => Date };

const dayMs = 86_400_000;
/** The longest period one report covers. */
const maxReportDays = 92;

/** The back office's lottery: games, terms, draws, results (four eyes), void, exposure and the report. */
export const createLotteryAdminService = (db: Kysely<DB>, deps: LotteryAdminDeps) => {
  const gameOrThrow = async (code: string): Promise<GameRow> => {
    const game = await findGame(db, code);
    if (!game) throw new AppError('GAME_NOT_FOUND');
    return game;
  };

  const games = async () => ({ games: (await listGames(db)).map(adminGameOf) });

  const patchGame = async (actor: Actor, code: string, patch: LotteryGamePatch): Promise<LotteryAdminGame> => {
    const game = await gameOrThrow(code);
    const family = lotteryFamilies[game.family];
    if (patch.schedule) {
      const checked = family.checkSchedule(patch.schedule);
      if (!checked.ok) throw badFields(checked.problems, 'schedule');
    }
    const minStake = patch.minStake === undefined ? game.min_stake : BigInt(patch.minStake);
    const maxStake = patch.maxStake === undefined ? game.max_stake : BigInt(patch.maxStake);
    if (maxStake < minStake) throw badFields([{ path: 'maxStake', code: 'below-minimum' }], 'body');
    await db.transaction().execute(async (trx) => {
      await updateGame(trx, code, {
        close_before_seconds: patch.closeBeforeSeconds,
        payout_delay_seconds: patch.payoutDelaySeconds,
        number_limit: patch.numberLimit === undefined ? undefined : patch.numberLimit === null ? null : BigInt(patch.numberLimit),
        min_stake: minStake,
        max_stake: maxStake,
        member_draw_limit: patch.memberDrawLimit === undefined ? undefined : patch.memberDrawLimit === null ? null : BigInt(patch.memberDrawLimit),
        enabled: patch.enabled,
        sort: patch.sort,
        ...(patch.schedule ? { schedule: patch.schedule } : {}),
      });
      await deps.audit.append(trx, actor, 'lottery.game_changed', `lottery_game:${code}`, { patch });
    });
    return adminGameOf(await gameOrThrow(code));
  };

  /** A new terms version; orders already taken keep the version they were priced at. */
  const setTerms = async (actor: Actor, code: string, terms: Record<string, unknown>): Promise<LotteryAdminGame> => {
    const game = await gameOrThrow(code);
    const checked = lotteryFamilies[game.family].checkTerms(terms, game.schedule);
    if (!checked.ok) throw badFields(checked.problems, 'terms');
    await db.transaction().execute(async (trx) => {
      const id = await insertTerms(trx, code, checked.value, staffIdOf(actor));
      await deps.audit.append(trx, actor, 'lottery.terms_changed', `lottery_game:${code}`, { termsVersion: id.toString(), terms: checked.value });
    });
    return adminGameOf(await gameOrThrow(code));
  };

  const draws = async (query: LotteryAdminDrawsQuery) => {
    const { rows, total } = await adminDrawsPage(db, { gameCode: query.gameCode, status: query.status }, (query.pageNum - 1) * query.pageSize, query.pageSize);
    return { content: rows.map(adminDrawOf), pageNum: query.pageNum, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), total };
  };

  const draw = async (drawId: bigint): Promise<LotteryAdminDrawDetail> => {
    const row = await findDraw(db, drawId);
    if (!row) throw new AppError('NOT_FOUND');
    return { draw: adminDrawOf(row), entries: (await listResultEntries(db, drawId)).map(entryOf) };
  };

  const enterResult = async (actor: Actor, drawId: bigint, result: Record<string, unknown>, source: 'staff' | 'file') => {
    await deps.results.enter({ ...actor, staffId: staffIdOf(actor) }, drawId, result, source);
    return draw(drawId);
  };

  const decide = async (actor: Actor, entryId: bigint, decision: 'confirm' | 'reject') => {
    const staff = { ...actor, staffId: staffIdOf(actor) };
    if (decision === 'confirm') await deps.results.confirm(staff, entryId);
    else await deps.results.reject(staff, entryId);
    const drawId = await drawIdOfEntry(db, entryId);
    if (drawId === null) throw new AppError('NOT_FOUND');
    return draw(drawId);
  };

  /**
   * Stops betting on an open draw before its close time (an early official draw, a suspected leak).
   * Race-safe like the scheduled close: it waits for slips holding the draw's share lock.
   */
  const closeDraw = async (actor: Actor, drawId: bigint) => {
    await db.transaction().execute(async (trx) => {
      const row = await lockDraw(trx, drawId);
      if (!row) throw new AppError('NOT_FOUND');
      if (!(await setDrawStatus(trx, drawId, ['open'], 'closed'))) throw new AppError('INVALID_STATE', { details: { status: row.status } });
      await deps.audit.append(trx, actor, 'lottery.draw_closed', `lottery_draw:${drawId}`, { closeAt: row.close_at.toISOString() });
    });
    return draw(drawId);
  };

  const voidDraw = async (actor: Actor, drawId: bigint, reason: string) => {
    await deps.settlement.voidDraw(actor, drawId, reason);
    return draw(drawId);
  };

  const exposure = async (drawId: bigint): Promise<LotteryExposureView> => {
    const row = await findDraw(db, drawId);
    if (!row) throw new AppError('NOT_FOUND');
    const game = await gameOrThrow(row.game_code);
    const numbers = await exposureOfDraw(db, drawId, 200);
    return {
      drawId: drawId.toString(),
      numberLimit: game.number_limit === null ? null : Number(game.number_limit),
      numbers: numbers.map((n) => ({ number: n.number, liability: Number(n.liability) })),
    };
  };

  const report = async (query: LotteryReportQuery): Promise<LotteryReport> => {
    const to = query.to ? new Date(query.to) : deps.clock();
    const from = query.from ? new Date(query.from) : new Date(to.getTime() - 7 * dayMs);
    if (!(from < to) || to.getTime() - from.getTime() > maxReportDays * dayMs) {
      throw new AppError('VALIDATION_ERROR', { details: { fields: [{ path: 'from', code: 'range' }], maxDays: maxReportDays } });
    }
    const rows = (await reportRows(db, from, to, query.gameCode)).map((row) => ({
      drawId: row.id.toString(),
      gameCode: row.game_code,
      drawKey: row.draw_key,
      drawAt: row.draw_at.toISOString(),
      status: row.status,
      betCount: row.bet_count,
      stakeTotal: Number(row.stake_total),
      payoutTotal: Number(row.payout_total),
      margin: Number(row.stake_total - row.payout_total),
    }));
    const totals = rows.reduce(
      (sum, row) => ({
        betCount: sum.betCount + row.betCount,
        stakeTotal: sum.stakeTotal + row.stakeTotal,
        payoutTotal: sum.payoutTotal + row.payoutTotal,
        margin: sum.margin + row.margin,
      }),
      { betCount: 0, stakeTotal: 0, payoutTotal: 0, margin: 0 },
    );
    return { from: from.toISOString(), to: to.toISOString(), rows, totals };
  };

  return { games, patchGame, setTerms, draws, draw, enterResult, decide, closeDraw, voidDraw, exposure, report };
};

export type LotteryAdminService = ReturnType<typeof createLotteryAdminService>;
