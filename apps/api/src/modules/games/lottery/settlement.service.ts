import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { Actor, AuditService } from '../../platform/audit';
import { lotteryFamilies } from './families';
import {
  betsOfDraw,
  claimPayout,
  findDraw,
  findGame,
  findTerms,
  lockDraw,
  memberPayouts,
  openOrdersOfDraw,
  rollUpDraw,
  setDrawStatus,
  voidOrder,
  writeBetOutcomes,
  type GameRow,
} from './lottery.repository';
import { walletIds, type LotteryWalletPort } from './lottery-wallet';

export type SettlementDeps = { wallet: LotteryWalletPort; clock: () => Date; audit?: AuditService };

/** Bets read and written per statement while settling. */
const chunkSize = 5_000;

/**
 * Settlement, payout and void. A draw with a (new) result is settled: every bet's win computed for
 * that result version and written, set-based, with the orders', members' and draw's totals, in one
 * transaction under the draw's lock, so a second instance waits and then finds nothing to do. After
 * the game's payout hold the draw is claimed for payout ('settled' to 'paying', one statement: a
 * correction confirmed at the same moment either comes first and sends the draw back to be
 * settled again, or finds it paying and is refused), and each member's total is paid through the
 * game wallet as one round-closing win. The wallet keys each win by draw and member, so a payout
 * resumed after a crash, or run by two instances at once, pays nothing twice. A void refunds every
 * order through the wallet the same way.
 */
export const createLotterySettlementService = (db: Kysely<DB>, deps: SettlementDeps) => {
  const gameOf = async (gameCode: string): Promise<GameRow> => {
    const game = await findGame(db, gameCode);
    if (!game) throw new Error(`lottery game ${gameCode} is missing`);
    return game;
  };

  const settle = async (drawId: bigint): Promise<boolean> => {
    const peek = await findDraw(db, drawId);
    if (!peek || peek.status !== 'resulted') return false;
    const game = await gameOf(peek.game_code);
    const family = lotteryFamilies[game.family];
    return db.transaction().execute(async (trx) => {
      const draw = await lockDraw(trx, drawId);
      if (!draw || draw.status !== 'resulted' || !draw.result) return false;
      const result = draw.result;
      const terms = new Map<bigint, Record<string, unknown>>();
      for (let after = 0n; ;) {
        const bets = await betsOfDraw(trx, drawId, after, chunkSize);
        if (bets.length === 0) break;
        const missing = [...new Set(bets.map((bet) => bet.terms_id).filter((id) => !terms.has(id)))];
        for (const [id, value] of await findTerms(trx, missing)) terms.set(id, value);
        const payouts = bets.map((bet) => BigInt(family.settle(bet.bet_type, bet.selection, result, terms.get(bet.terms_id)!)));
        await writeBetOutcomes(
          trx,
          bets.map((bet) => bet.id),
          payouts,
          draw.result_version,
        );
        after = bets[bets.length - 1]!.id;
      }
      const totals = await rollUpDraw(trx, drawId);
      const now = deps.clock();
      await setDrawStatus(trx, drawId, ['resulted'], 'settled', {
        settled_version: draw.result_version,
        settled_at: now,
        pay_after: new Date(now.getTime() + game.payout_delay_seconds * 1000),
        bet_count: totals.betCount,
        stake_total: totals.stakeTotal,
        payout_total: totals.payoutTotal,
      });
      return true;
    });
  };

  const pay = async (drawId: bigint): Promise<boolean> => {
    const now = deps.clock();
    const draw = await findDraw(db, drawId);
    if (!draw) return false;
    if (draw.status !== 'paying' && !(await claimPayout(db, drawId, now))) return false;
    const game = await gameOf(draw.game_code);
    const payouts = await memberPayouts(db, drawId);
    const answers = await deps.wallet.winBatch({
      vendorCode: game.vendor_code,
      gameCode: game.game_code,
      calls: payouts.map((p) => ({
        memberId: p.member_id,
        roundId: walletIds.round(drawId),
        txId: walletIds.win(drawId, p.member_id),
        amount: p.payout ?? 0n,
      })),
    });
    const refused = answers.findIndex((answer) => answer.status !== 'OK');
    // The draw stays 'paying' and is retried; a refusal is kept by the wallet, so staff see the same one each time.
    if (refused >= 0) throw new Error(`lottery draw ${drawId}: the wallet refused member ${payouts[refused]!.member_id}'s win: ${answers[refused]!.status}`);
    return setDrawStatus(db, drawId, ['paying'], 'paid', { paid_at: deps.clock() });
  };

  /** Refunds every order of a voiding draw through the wallet, then marks the draw void. */
  const finishVoid = async (drawId: bigint): Promise<boolean> => {
    const draw = await findDraw(db, drawId);
    if (!draw || draw.status !== 'voiding') return false;
    const game = await gameOf(draw.game_code);
    for (const order of await openOrdersOfDraw(db, drawId)) {
      const answer = await deps.wallet.rollback({
        vendorCode: game.vendor_code,
        memberId: order.member_id,
        gameCode: game.game_code,
        roundId: walletIds.round(drawId),
        txId: walletIds.void(order.member_id, order.client_key),
        originalTxId: walletIds.order(order.member_id, order.client_key),
      });
      if (answer.status !== 'OK') throw new Error(`lottery draw ${drawId}: the wallet refused the refund of order ${order.id}: ${answer.status}`);
      await voidOrder(db, order.id);
    }
    return setDrawStatus(db, drawId, ['voiding'], 'void', { voided_at: deps.clock() });
  };

  /** Staff void a draw that has not started paying: every stake goes back. */
  const voidDraw = async (actor: Actor, drawId: bigint, reason: string): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      const draw = await lockDraw(trx, drawId);
      if (!draw) throw new AppError('NOT_FOUND');
      if (!(await setDrawStatus(trx, drawId, ['open', 'closed', 'resulted', 'settled'], 'voiding', { void_reason: reason }))) {
        throw new AppError('INVALID_STATE', { details: { status: draw.status } });
      }
      await deps.audit?.append(trx, actor, 'lottery.draw_voided', `lottery_draw:${drawId}`, { reason, status: draw.status });
    });
    await finishVoid(drawId);
  };

  return { settle, pay, finishVoid, voidDraw };
};

export type LotterySettlementService = ReturnType<typeof createLotterySettlementService>;
