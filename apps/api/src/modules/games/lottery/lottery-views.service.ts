import type {
  LotteryBetView,
  LotteryBoard,
  LotteryDrawSummary,
  LotteryDrawView,
  LotteryGameView,
  LotteryMenu,
  LotteryMenuGame,
  LotteryMenuQuery,
  LotteryMyBetsPage,
  LotteryMyBetsQuery,
  LotteryOpenedDraw,
  LotteryOpenedPage,
  LotteryOpenedQuery,
  LotteryOrderResult,
  LotteryRecentGames,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { SettingsService } from '../../platform/settings';
import type { PlacedOrder } from './betting.service';
import { findDraw, findGame, listGames, type DrawRow, type GameRow } from './lottery.repository';
import {
  betsOfOrder,
  drawnDrawsPage,
  drawnStatuses,
  latestDrawnPerGame,
  memberBetsPage,
  openDraws,
  recentGameCodes,
  type BetViewRow,
} from './lottery-views.repository';

export const drawSummaryOf = (row: DrawRow): LotteryDrawSummary => ({
  drawId: row.id.toString(),
  gameCode: row.game_code,
  drawKey: row.draw_key,
  province: row.province,
  opensAt: row.opens_at.toISOString(),
  closeAt: row.close_at.toISOString(),
  drawAt: row.draw_at.toISOString(),
  status: row.status,
  seedHash: row.seed_hash,
});

/** The seed is secret until the draw has its result: then anyone may recompute the numbers from it. */
const isDrawn = (row: DrawRow): boolean => drawnStatuses.includes(row.status);

export const drawViewOf = (row: DrawRow): LotteryDrawView => ({
  ...drawSummaryOf(row),
  result: isDrawn(row) ? row.result : null,
  resultVersion: isDrawn(row) ? row.result_version : 0,
  seed: isDrawn(row) ? row.seed : null,
});

const openedOf = (row: DrawRow): LotteryOpenedDraw => ({ ...drawSummaryOf(row), result: row.result ?? {}, resultVersion: row.result_version, seed: row.seed });

export const betViewOf = (row: BetViewRow): LotteryBetView => ({
  betId: row.id.toString(),
  orderId: row.order_id.toString(),
  line: row.line,
  gameCode: row.game_code,
  drawId: row.draw_id.toString(),
  drawKey: row.draw_key,
  drawAt: row.draw_at.toISOString(),
  betType: row.bet_type,
  selection: row.selection,
  amount: Number(row.amount),
  payout: row.payout === null ? null : Number(row.payout),
  status: row.status,
  drawStatus: row.draw_status,
  placedAt: row.placed_at.toISOString(),
});

const pageOf = <T>(content: T[], total: number, pageNum: number, pageSize: number) => ({
  content,
  pageNum,
  pageSize,
  totalPages: Math.ceil(total / pageSize),
  total,
});

/** What the lottery's player pages read: lobby menus, a game, a draw, the board, my bets. */
export const createLotteryViewsService = (db: Kysely<DB>, deps: { settings: SettingsService; clock: () => Date }) => {
  const menuGameOf = (game: GameRow, next: DrawRow | undefined): LotteryMenuGame => ({
    gameCode: game.code,
    family: game.family,
    prizeMode: game.prize_mode,
    vendorCode: game.vendor_code,
    catalogGameCode: game.game_code,
    nextDraw: next ? drawSummaryOf(next) : null,
  });

  /** The enabled games `filter` keeps, each with its menu group and next open draw: the games and open draws read once. */
  const menuGames = async (filter: (game: GameRow) => boolean): Promise<{ group: string; game: LotteryMenuGame }[]> => {
    const games = (await listGames(db)).filter((game) => game.enabled && filter(game));
    const open = await openDraws(db, deps.clock());
    return games.map((game) => ({
      group: game.menu_group,
      game: menuGameOf(
        game,
        open.find((draw) => draw.game_code === game.code),
      ),
    }));
  };

  const menu = async (query: LotteryMenuQuery): Promise<LotteryMenu> => {
    const groups = new Map<string, LotteryMenuGame[]>();
    for (const { group, game } of await menuGames((g) => query.prizeMode === undefined || g.prize_mode === query.prizeMode)) {
      groups.set(group, [...(groups.get(group) ?? []), game]);
    }
    return { gameMenus: [...groups].map(([group, list]) => ({ group, games: list })) };
  };

  const recent = async (memberId: bigint): Promise<LotteryRecentGames> => {
    const codes = await recentGameCodes(db, memberId, 8);
    const games = (await menuGames((game) => codes.includes(game.code))).map((entry) => entry.game);
    return { games: codes.flatMap((code) => games.filter((game) => game.gameCode === code)) };
  };

  const game = async (gameCode: string): Promise<LotteryGameView> => {
    const row = await findGame(db, gameCode);
    if (!row || !row.enabled || !row.terms) throw new AppError('GAME_NOT_FOUND');
    const { currency } = await deps.settings.value('merchant');
    return {
      gameCode: row.code,
      family: row.family,
      prizeMode: row.prize_mode,
      currency,
      terms: row.terms,
      schedule: row.schedule,
      minStake: Number(row.min_stake),
      maxStake: Number(row.max_stake),
      memberDrawLimit: row.member_draw_limit === null ? null : Number(row.member_draw_limit),
      closeBeforeSeconds: row.close_before_seconds,
      openDraws: (await openDraws(db, deps.clock(), row.code)).map(drawSummaryOf),
    };
  };

  const draw = async (drawId: bigint): Promise<LotteryDrawView> => {
    const row = await findDraw(db, drawId);
    if (!row) throw new AppError('NOT_FOUND');
    return drawViewOf(row);
  };

  const opened = async (query: LotteryOpenedQuery): Promise<LotteryOpenedPage> => {
    const { rows, total } = await drawnDrawsPage(db, query.gameCode, (query.pageNum - 1) * query.pageSize, query.pageSize);
    return pageOf(rows.map(openedOf), total, query.pageNum, query.pageSize);
  };

  const board = async (): Promise<LotteryBoard> => {
    const games = (await listGames(db)).filter((game) => game.enabled);
    const latest = await latestDrawnPerGame(db);
    return {
      games: games.map((game) => {
        const row = latest.find((draw) => draw.game_code === game.code);
        return { gameCode: game.code, family: game.family, latest: row ? openedOf(row) : null };
      }),
    };
  };

  const myBets = async (memberId: bigint, query: LotteryMyBetsQuery): Promise<LotteryMyBetsPage> => {
    const { rows, total } = await memberBetsPage(db, memberId, query.gameCode, (query.pageNum - 1) * query.pageSize, query.pageSize);
    return pageOf(rows.map(betViewOf), total, query.pageNum, query.pageSize);
  };

  const orderResult = async (placed: PlacedOrder): Promise<LotteryOrderResult> => ({
    orderId: placed.order.id.toString(),
    drawId: placed.order.draw_id.toString(),
    amount: Number(placed.order.amount),
    lines: (await betsOfOrder(db, placed.order.id)).map(betViewOf),
    balance: placed.balance,
    replayed: placed.replayed,
  });

  return { menu, recent, game, draw, opened, board, myBets, orderResult };
};

export type LotteryViewsService = ReturnType<typeof createLotteryViewsService>;
