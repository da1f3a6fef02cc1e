import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../../../testing/test-app';
import { currency, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { newTxId, openSession, vendorCall, type TestVendor } from './gateway.test-support';

/**
 * The players, bodies and calls of the conformance suite, shared by its sequential cases
 * (gateway-conformance.int.test.ts) and its concurrent ones (gateway-conformance.pg.test.ts).
 * `current` is read on every call because each file builds its app and vendor in beforeAll.
 */

export type Player = { member: TestMember; session: string; playerId: string };
type Round = { roundId: unknown; txId: unknown };

export const conformanceKit = (current: () => { t: TestApp; vendor: TestVendor }) => {
  const newPlayer = async (funds = 10_000, v: TestVendor = current().vendor): Promise<Player> => {
    const { t } = current();
    const member = await newMember(t);
    if (funds > 0) await fundMember(t, member, funds);
    return { member, session: await openSession(t, v, member), playerId: String(member.id) };
  };

  const betBody = (p: Player, fields: Record<string, unknown> = {}) => ({
    playerId: p.playerId,
    sessionToken: p.session,
    gameCode: current().vendor.gameCode,
    roundId: `r-${randomUUID()}`,
    txId: newTxId(),
    amount: 1_000,
    currency,
    ...fields,
  });

  const winBody = (p: Player, bet: Round, fields: Record<string, unknown> = {}) => ({
    playerId: p.playerId,
    sessionToken: p.session,
    gameCode: current().vendor.gameCode,
    roundId: bet.roundId,
    txId: newTxId(),
    betTxId: bet.txId,
    amount: 0,
    currency,
    roundClosed: true,
    ...fields,
  });

  const rollbackBody = (p: Player, bet: Round, fields: Record<string, unknown> = {}) => ({
    playerId: p.playerId,
    gameCode: current().vendor.gameCode,
    roundId: bet.roundId,
    txId: newTxId(),
    originalTxId: bet.txId,
    ...fields,
  });

  /** An adjust (wallet API v1.1) of `win`, the win of the round of `bet`: version 2 unless told. */
  const adjustBody = (p: Player, bet: Round, win: { txId: unknown }, fields: Record<string, unknown> = {}) => ({
    playerId: p.playerId,
    gameCode: current().vendor.gameCode,
    roundId: bet.roundId,
    txId: newTxId(),
    originalTxId: win.txId,
    amount: 500,
    currency,
    reason: 'result-corrected',
    settlementVersion: 2,
    ...fields,
  });

  const call = (action: string, body: Record<string, unknown>, options: Parameters<typeof vendorCall>[4] = {}) =>
    vendorCall(current().t, current().vendor, action, body, options);

  const expireSession = (token: string) =>
    sql`update game_sessions set expires_at = now() - interval '1 second' where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`.execute(
      current().t.database.db,
    );

  /** Sets (or with null removes) the currency maximum a balance may reach. */
  const setCurrencyMax = (max: bigint | null) => {
    const { db } = current().t.database;
    return max === null
      ? db.deleteFrom('ledger_currency_limits').where('currency', '=', currency).execute()
      : db
          .insertInto('ledger_currency_limits')
          .values({ currency, max_minor: max })
          .onConflict((oc) => oc.column('currency').doUpdateSet({ max_minor: max }))
          .execute();
  };

  /** A round of `p` with a bet of `stake` and a win of `pays` that closed it: what an adjust corrects. */
  const settledRound = async (p: Player, stake: number, pays: number) => {
    const bet = betBody(p, { amount: stake });
    const placed = await call('bet', bet);
    if (placed.body.status !== 'OK') throw new Error(`bet failed: ${JSON.stringify(placed.body)}`);
    const win = winBody(p, bet, { amount: pays });
    const won = await call('win', win);
    if (won.body.status !== 'OK') throw new Error(`win failed: ${JSON.stringify(won.body)}`);
    return { bet, win };
  };

  return { newPlayer, betBody, winBody, rollbackBody, adjustBody, settledRound, call, expireSession, setCurrencyMax };
};
