import { createHash } from 'node:crypto';
import type { ErrorCode } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError, isAppError } from '../../../lib/app-error';
import { canonicalJson } from '../../../lib/canonical-json';
import { assertMayPlay } from '../../money/protection';
import type { SettingsService } from '../../platform/settings';
import { lotteryFamilies, type LineInput, type LineProblem, type PricedLine } from './families';
import {
  addExposure,
  addMemberStake,
  findDraw,
  findGame,
  findOrderByKey,
  findOrderRefusal,
  insertBets,
  insertOrder,
  insertOrderRefusal,
  lockDrawForBet,
  type GameRow,
  type OrderRow,
} from './lottery.repository';
import { walletRefusalError } from '../gateway';
import { walletIds, type LotteryWalletPort } from './lottery-wallet';

export type BettingDeps = { settings: SettingsService; wallet: LotteryWalletPort; clock: () => Date };

export type PlaceOrderInput = { memberId: bigint; drawId: bigint; clientKey: string; lines: readonly LineInput[] };
export type PlacedOrder = { order: OrderRow; balance: number | null; replayed: boolean };

/** Refusals that depend on the draw's or the wallet's state: kept, so a retry of the key gets the same answer. */
const keptRefusals = new Set<ErrorCode>([
  'LOTTERY_BETTING_CLOSED',
  'LOTTERY_NUMBER_LIMIT',
  'LOTTERY_MEMBER_LIMIT',
  'INSUFFICIENT_FUNDS',
  'WAGER_LIMIT_EXCEEDED',
  'AMOUNT_LIMIT_EXCEEDED',
  'GAME_MAINTENANCE',
]);

const requestHashOf = (input: PlaceOrderInput): string =>
  createHash('sha256')
    .update(canonicalJson({ drawId: input.drawId, lines: input.lines }))
    .digest('hex');

/** Every line priced at the game's terms, or a validation error naming each bad field as `lines.<i>.<path>`. */
const priceLines = (game: GameRow, lines: readonly LineInput[]): PricedLine[] => {
  if (!game.terms) throw new AppError('GAME_MAINTENANCE');
  const family = lotteryFamilies[game.family];
  const problems: LineProblem[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    const result = family.price(line, game.terms!, game.schedule);
    if (!result.ok) {
      problems.push(...result.problems.map((p) => ({ path: `lines.${index}.${p.path}`, code: p.code })));
      return;
    }
    const amount = BigInt(result.line.amount);
    if (amount < game.min_stake || amount > game.max_stake) {
      problems.push({ path: `lines.${index}.stake`, code: amount < game.min_stake ? 'below-minimum' : 'above-maximum' });
      return;
    }
    priced.push(result.line);
  });
  if (problems.length > 0) {
    throw new AppError('VALIDATION_ERROR', { details: { fields: problems, minStake: Number(game.min_stake), maxStake: Number(game.max_stake) } });
  }
  return priced;
};

/** The order's liability per number, its lines' added together. */
const exposureOf = (lines: readonly PricedLine[]): [string, bigint][] => {
  const totals = new Map<string, bigint>();
  for (const line of lines) {
    for (const [number, amount] of line.exposure) totals.set(number, (totals.get(number) ?? 0n) + BigInt(amount));
  }
  return [...totals].filter(([, amount]) => amount > 0n);
};

/**
 * Slips: a member confirms lines on one open draw; the order, its bets, the draw's per-number
 * liability and the member's stake on the draw are written and the total debited through the game
 * wallet in one transaction, so a refusal anywhere leaves nothing.
 *
 * The close race: the transaction holds a share lock on the draw row from its check of the close
 * time to its commit, and closing a draw updates that row; so an order either commits before the
 * close takes effect, or sees the draw closed. An order that passed the check holds the close until
 * it has committed, and settlement (which needs the draw closed) always sees it.
 */
export const createLotteryBettingService = (db: Kysely<DB>, deps: BettingDeps) => {
  const replay = async (input: PlaceOrderInput, hash: string): Promise<PlacedOrder | null> => {
    const order = await findOrderByKey(db, input.memberId, input.clientKey);
    if (order) {
      if (order.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
      return { order, balance: null, replayed: true };
    }
    const refusal = await findOrderRefusal(db, input.memberId, input.clientKey);
    if (!refusal) return null;
    if (refusal.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    throw new AppError(refusal.code as ErrorCode, refusal.details ? { details: refusal.details } : {});
  };

  const place = async (input: PlaceOrderInput): Promise<PlacedOrder> => {
    const hash = requestHashOf(input);
    const replayed = await replay(input, hash);
    if (replayed) return replayed;

    const now = deps.clock();
    await assertMayPlay(db, input.memberId, now);
    const draw = await findDraw(db, input.drawId);
    if (!draw) throw new AppError('NOT_FOUND');
    const game = await findGame(db, draw.game_code);
    if (!game || !game.enabled || game.terms_id === null) throw new AppError('GAME_MAINTENANCE');
    const lines = priceLines(game, input.lines);
    const total = lines.reduce((sum, line) => sum + BigInt(line.amount), 0n);
    const { currency } = await deps.settings.value('merchant');

    const prepared = await deps.wallet.prepareBet({
      vendorCode: game.vendor_code,
      memberId: input.memberId,
      gameCode: game.game_code,
      roundId: walletIds.round(input.drawId),
      txId: walletIds.order(input.memberId, input.clientKey),
      amount: total,
      currency,
    });

    try {
      return await db.transaction().execute(async (trx) => {
        const locked = await lockDrawForBet(trx, input.drawId);
        const at = deps.clock();
        if (!locked || locked.status !== 'open' || at < locked.opens_at || at >= locked.close_at) {
          throw new AppError('LOTTERY_BETTING_CLOSED', { details: { closeAt: locked?.close_at.toISOString() ?? null } });
        }
        const exposure = exposureOf(lines);
        const written = await addExposure(trx, input.drawId, exposure, game.number_limit);
        if (written !== exposure.length) throw new AppError('LOTTERY_NUMBER_LIMIT', { details: { limit: Number(game.number_limit) } });
        if (!(await addMemberStake(trx, input.drawId, input.memberId, total, game.member_draw_limit))) {
          throw new AppError('LOTTERY_MEMBER_LIMIT', { details: { limit: Number(game.member_draw_limit) } });
        }
        const order = await insertOrder(trx, {
          drawId: input.drawId,
          memberId: input.memberId,
          clientKey: input.clientKey,
          requestHash: hash,
          termsId: game.terms_id!,
          amount: total,
          lineCount: lines.length,
          at,
        });
        await insertBets(
          trx,
          { id: order.id, drawId: input.drawId, memberId: input.memberId },
          lines.map((line, index) => ({
            line: index + 1,
            betType: line.betType,
            selection: line.selection,
            amount: BigInt(line.amount),
            maxPayout: BigInt(line.maxPayout),
          })),
        );
        const debit = await deps.wallet.betWithin(trx, prepared);
        if (debit.status !== 'OK') throw walletRefusalError(debit);
        return { order, balance: debit.balance ?? null, replayed: false };
      });
    } catch (error) {
      // A twin with the same key committed first: answer as it was answered.
      if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
        const twin = await replay(input, hash);
        if (twin) return twin;
      }
      if (isAppError(error) && keptRefusals.has(error.code)) {
        await insertOrderRefusal(db, {
          memberId: input.memberId,
          clientKey: input.clientKey,
          requestHash: hash,
          code: error.code,
          details: error.details ?? null,
          at: now,
        });
        // A twin may have stored an answer first; the stored one is the answer.
        const stored = await replay(input, hash);
        if (stored) return stored;
      }
      throw error;
    }
  };

  return { place, priceLines: (game: GameRow, lines: readonly LineInput[]) => priceLines(game, lines) };
};

export type LotteryBettingService = ReturnType<typeof createLotteryBettingService>;
