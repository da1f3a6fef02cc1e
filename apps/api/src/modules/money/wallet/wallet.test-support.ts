import { randomUUID } from 'node:crypto';
import type { MemberSession } from '@gp/contracts';
import { sql } from 'kysely';
import { memberPassword, registerMember, sealed } from '../../../testing/member-client';
import { bearer, type TestApp } from '../../../testing/test-app';
import { postJournal, type JsonObject } from '../ledger';
import { openHouseAccount, openMainWallet, type WalletHolder } from '../ledger';

/** Test helpers for the wallet, records and notices tiers. Money still moves only through postJournal. */

export const currency = 'INR';
export const paymentPassword = '135790';
export const newKey = (): string => randomUUID();

export type TestMember = { session: MemberSession; id: bigint; token: string; account: string; holder: WalletHolder };

export const memberOf = (session: MemberSession, isAgent = false): TestMember => ({
  session,
  id: BigInt(session.member.id),
  token: session.token,
  account: session.member.account,
  holder: { id: BigInt(session.member.id), isAgent },
});

/** A registered member; `agent` turns it into an agent (type 2); `paymentPassword` sets one through the security centre. */
export const newMember = async (t: TestApp, options: { agent?: boolean; withPaymentPassword?: boolean; uplineId?: bigint } = {}): Promise<TestMember> => {
  const session = await registerMember(t);
  const id = BigInt(session.member.id);
  if (options.agent) await t.database.db.updateTable('members').set({ type: 2 }).where('id', '=', id).execute();
  if (options.uplineId !== undefined) await t.database.db.updateTable('members').set({ upline_id: options.uplineId }).where('id', '=', id).execute();
  if (options.withPaymentPassword) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers: bearer(session.token),
      payload: await sealed(t, { loginPassword: memberPassword, newPaymentPassword: paymentPassword, confirm: paymentPassword }),
    });
    if (res.statusCode !== 200) throw new Error(`payment password not set: ${res.body}`);
  }
  return memberOf(session, options.agent ?? false);
};

/** Credits the member's main wallet from a payment house account, as a deposit would. */
export const fundMember = async (t: TestApp, member: TestMember, amount: number) => {
  const db = t.database.db;
  const wallet = await openMainWallet(db, member.holder, currency);
  const house = await openHouseAccount(db, 'house_payment', currency, 'TESTPAY');
  return postJournal(db, {
    idempotencyKey: `test-deposit:${newKey()}`,
    kind: 'deposit',
    legs: [
      { accountId: house.id, amount: -BigInt(amount) },
      { accountId: wallet.id, amount: BigInt(amount) },
    ],
    metadata: { reference: `DEP-${amount}` },
  });
};

/** A game journal on the main wallet (bets debit it, wins and refunds credit it), as the vendor wallet API would post. */
export const postGame = async (
  t: TestApp,
  member: TestMember,
  kind: 'game_bet' | 'game_win' | 'game_refund' | 'bonus',
  amount: number,
  metadata: JsonObject,
) => {
  const db = t.database.db;
  const wallet = await openMainWallet(db, member.holder, currency);
  const house =
    kind === 'bonus'
      ? await openHouseAccount(db, 'house_bonus', currency)
      : await openHouseAccount(db, 'house_game', currency, String(metadata.vendorCode ?? 'TEST'));
  const signed = kind === 'game_bet' ? -BigInt(amount) : BigInt(amount);
  return postJournal(db, {
    idempotencyKey: `test-${kind}:${newKey()}`,
    kind,
    legs: [
      { accountId: house.id, amount: -signed },
      { accountId: wallet.id, amount: signed },
    ],
    metadata,
  });
};

/**
 * Moves a posted journal (and its legs) to another time. The ledger refuses updates, so this test
 * helper switches triggers off for its own transaction only: data still comes from postJournal.
 */
export const moveJournalTo = async (t: TestApp, journalId: bigint, at: Date) => {
  await t.database.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.updateTable('ledger_journals').set({ created_at: at }).where('id', '=', journalId).execute();
    await trx.updateTable('ledger_legs').set({ created_at: at }).where('journal_id', '=', journalId).execute();
  });
};

/** Adds a catalog vendor in the given wallet mode. */
export const addVendor = async (t: TestApp, code: string, walletMode: 'seamless' | 'transfer', fields: { enabled?: boolean; maintenance?: boolean } = {}) =>
  t.database.db
    .insertInto('catalog_vendors')
    .values({ code, display_name: `${code} Games`, game_type: 'RNG', logo_url: '', wallet_mode: walletMode, ...fields })
    .returning(['id'])
    .executeTakeFirstOrThrow();
