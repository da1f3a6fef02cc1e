import { randomUUID } from 'node:crypto';
import type { CashierSettings, Withdrawal } from '@gp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { testJpeg, testPng } from '../../../testing/images';
import { memberPassword, registerMember, sealed } from '../../../testing/member-client';
import { bearer, type TestApp } from '../../../testing/test-app';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { systemActor } from '../../platform/audit';
import { getBalance, postJournal } from '../ledger';
import { openHouseAccount, openMainWallet, openWithdrawalHold } from '../ledger';

/** Helpers shared by the withdrawals tests: real routes for what the player does, the ledger for money set-up. */

export const paymentPassword = '135790';
const realName = 'Ada Lovelace';

export const setCashier = async (t: TestApp, patch: Partial<CashierSettings>) => {
  const doc = await t.services.settings.get('cashier');
  await t.services.settings.update('cashier', { ...doc.value, ...patch }, doc.version, systemActor('test'));
  t.services.settings.clearCache();
};

export type Player = { token: string; id: bigint; account: string; principal: MemberPrincipal };

/** A registered member with a real name on file and a payment password set through the security centre. */
export const newPlayer = async (t: TestApp, options: { realName?: string | null; paymentPassword?: string | null } = {}): Promise<Player> => {
  const session = await registerMember(t);
  const id = BigInt(session.member.id);
  const name = options.realName === undefined ? realName : options.realName;
  // Real names come from registration fields or KYC, neither part of this module: set the column.
  if (name !== null) await t.database.db.updateTable('members').set({ real_name: name }).where('id', '=', id).execute();
  const password = options.paymentPassword === undefined ? paymentPassword : options.paymentPassword;
  if (password !== null) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers: bearer(session.token),
      payload: await sealed(t, { loginPassword: memberPassword, newPaymentPassword: password, confirm: password }),
    });
    if (res.statusCode !== 200) throw new Error(`payment password not set: ${res.body}`);
  }
  const principal: MemberPrincipal = { id, account: session.member.account, type: 0, isTrial: false, isAgent: false, sessionId: 0n };
  return { token: session.token, id, account: session.member.account, principal };
};

const currencyOf = async (t: TestApp) => (await t.services.settings.value('merchant')).currency;

/** Credits the main wallet with a `deposit` journal, as a credited deposit would. */
export const fund = async (t: TestApp, player: Player, amount: number) => {
  const currency = await currencyOf(t);
  const wallet = await openMainWallet(t.database.db, { id: player.id, isAgent: false }, currency);
  const house = await openHouseAccount(t.database.db, 'house_payment', currency, 'test-funding');
  await postJournal(t.database.db, {
    idempotencyKey: `test-deposit:${randomUUID()}`,
    kind: 'deposit',
    legs: [
      { accountId: house.id, amount: -BigInt(amount) },
      { accountId: wallet.id, amount: BigInt(amount) },
    ],
  });
};

/** A game round's stake (`game_bet`), its refund (`game_refund`) or a win (`game_win`) against a house_game account. */
export const gameJournal = async (t: TestApp, player: Player, kind: 'game_bet' | 'game_refund' | 'game_win', amount: number) => {
  const currency = await currencyOf(t);
  const wallet = await openMainWallet(t.database.db, { id: player.id, isAgent: false }, currency);
  const house = await openHouseAccount(t.database.db, 'house_game', currency, 'testvendor');
  const stake = kind === 'game_bet' ? -BigInt(amount) : BigInt(amount);
  await postJournal(t.database.db, {
    idempotencyKey: `test-${kind}:${randomUUID()}`,
    kind,
    legs: [
      { accountId: wallet.id, amount: stake },
      { accountId: house.id, amount: -stake },
    ],
    metadata: { vendorCode: 'testvendor', gameType: 'SLOT' },
  });
};

export const balances = async (t: TestApp, player: Player) => {
  const currency = await currencyOf(t);
  const main = await openMainWallet(t.database.db, { id: player.id, isAgent: false }, currency);
  const hold = await openWithdrawalHold(t.database.db, { id: player.id, isAgent: false }, currency);
  return { main: await getBalance(t.database.db, main.id), hold: await getBalance(t.database.db, hold.id) };
};

export const addBank = (t: TestApp, player: Player, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/bankAccounts',
    headers: bearer(player.token),
    payload: { bankName: 'State Bank of India', ifsc: 'SBIN0001234', accountNumber: '12345678901', payeeName: realName, ...body },
  });

/**
 * A bank account ready for withdrawals: added through the route, then marked confirmed as the
 * member would with the password and a second factor (the cool-down has its own tests).
 */
export const bankIdOf = async (t: TestApp, player: Player, accountNumber = '12345678901') => {
  const res = await addBank(t, player, { accountNumber });
  if (res.statusCode !== 200) throw new Error(`bank account not added: ${res.body}`);
  const { id } = res.json().value as { id: number };
  await t.database.db.updateTable('member_bank_accounts').set({ confirmed_at: new Date() }).where('id', '=', BigInt(id)).execute();
  return id;
};

export const withdraw = async (t: TestApp, player: Player, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/withdraw',
    headers: bearer(player.token),
    payload: await sealed(t, { paymentPassword, idempotencyKey: randomUUID(), ...body }),
  });

export const withdrawOk = async (t: TestApp, player: Player, body: Record<string, unknown>): Promise<Withdrawal> => {
  const res = await withdraw(t, player, body);
  if (res.statusCode !== 200) throw new Error(`withdrawal refused: ${res.body}`);
  return res.json().value as Withdrawal;
};

export const staffPost = (t: TestApp, token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

export const valueOf = <T>(res: LightMyRequestResponse): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json().value as T;
};

/** A real PNG or JPEG; given a `size`, padded to it (too large to accept, never decoded). */
export const pngBytes = (size?: number) => padTo(testPng(), size);
export const jpgBytes = (size?: number) => padTo(testJpeg(), size);
const padTo = (image: Buffer, size: number | undefined) =>
  size === undefined ? image : Buffer.concat([image, Buffer.alloc(Math.max(0, size - image.length), 1)]);

/** A multipart body as a browser's FormData would send it. */
const multipart = (fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[]) => {
  const boundary = `----gp${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export const receipt = (t: TestApp, player: Player, id: number, fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) => {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `/wps/withdraw/${id}/receipt`, headers: { ...bearer(player.token), ...body.headers }, payload: body.payload });
};
