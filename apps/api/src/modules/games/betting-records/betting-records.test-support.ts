import type { GameCategory, GameRoundStatus } from '@gp/db';
import type { TestApp } from '../../../testing/test-app';
import { currency, postGame, type TestMember } from '../../money/wallet/wallet.test-support';

/**
 * Test helpers for the betting record: catalog games, and rounds written as the vendor wallet API
 * writes them (a game_rounds row, one game_transactions row per call, each call's money posted
 * through postJournal on the member's main wallet).
 */

export const addGame = async (
  t: TestApp,
  vendor: { id: number; code: string },
  game: { code: string; name: string; type?: GameCategory; displayNames?: Record<string, string> },
) =>
  t.database.db
    .insertInto('catalog_games')
    .values({
      vendor_id: vendor.id,
      vassalage: vendor.code,
      game_type: game.type ?? 'RNG',
      game_code: game.code,
      game_name: game.name,
      display_names: JSON.stringify(game.displayNames ?? {}),
      icon_url: '',
      search_text: game.name.toLowerCase(),
      updated_at: new Date(),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();

type TestCall = { action: 'bet' | 'win' | 'rollback'; txId: string; amount: number; refTxId?: string; status?: string };

export type TestRound = {
  vendor: { id: number; code: string };
  game: { id: number | null; code: string; type: GameCategory };
  roundId: string;
  calls: TestCall[];
  status: GameRoundStatus;
  openedAt?: Date;
};

const journalKindOf = { bet: 'game_bet', win: 'game_win', rollback: 'game_refund' } as const;

/** Writes one round with its calls; refused calls (status other than OK) move no money. Returns the round's platform id. */
export const recordRound = async (t: TestApp, member: TestMember, round: TestRound): Promise<bigint> => {
  const db = t.database.db;
  const sum = (action: TestCall['action']) =>
    round.calls.filter((c) => c.action === action && (c.status ?? 'OK') === 'OK').reduce((total, c) => total + BigInt(c.amount), 0n);
  const openedAt = round.openedAt ?? new Date();
  const row = await db
    .insertInto('game_rounds')
    .values({
      vendor_id: round.vendor.id,
      round_id: round.roundId,
      member_id: member.id,
      game_id: round.game.id,
      game_code: round.game.code,
      game_type: round.game.type,
      currency,
      bet_count: round.calls.filter((c) => c.action === 'bet' && (c.status ?? 'OK') === 'OK').length,
      bet_amount: sum('bet'),
      win_amount: sum('win'),
      refund_amount: sum('rollback'),
      status: round.status,
      opened_at: openedAt,
      closed_at: round.status === 'open' ? null : openedAt,
      updated_at: openedAt,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  for (const call of round.calls) {
    const ok = (call.status ?? 'OK') === 'OK';
    const metadata = { gameType: round.game.type, vendorCode: round.vendor.code, gameCode: round.game.code, roundId: round.roundId, txId: call.txId };
    const journal = ok ? await postGame(t, member, journalKindOf[call.action], call.amount, metadata) : null;
    const inserted = await db
      .insertInto('game_transactions')
      .values({
        vendor_id: round.vendor.id,
        tx_id: call.txId,
        action: call.action,
        member_id: member.id,
        round_id: round.roundId,
        round_pk: row.id,
        game_code: round.game.code,
        amount: BigInt(call.amount),
        currency,
        ref_tx_id: call.refTxId ?? null,
        request_hash: `test-${call.txId}`,
        response: JSON.stringify({ status: call.status ?? 'OK', txId: call.txId }),
        journal_id: journal?.journalId ?? null,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    if (call.action === 'rollback' && ok && call.refTxId) {
      await db
        .updateTable('game_transactions')
        .set({ rolled_back_by: inserted.id })
        .where('vendor_id', '=', round.vendor.id)
        .where('tx_id', '=', call.refTxId)
        .execute();
    }
  }
  return row.id;
};
