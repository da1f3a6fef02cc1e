import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoMemberWallet, BoReconciliation, ConsolidatedFunds, WalletBalance } from '@gp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { hashPassword } from '../../../lib/password';
import { registerMember, sealed } from '../../../testing/member-client';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
import { createMethod, gatewayMethodBody, manualMethodBody, sandboxWebhook } from '../payments/payments.test-support';
import { addVendor } from '../wallet/wallet.test-support';
import { checkLedgerInvariants, type LedgerViolation } from './ledger.service';

/**
 * The world the cashier property test drives: one real app (PGlite or PostgreSQL), finance staff,
 * a manual and a sandbox gateway method, a transfer-mode vendor, and per run a fresh agent with
 * downlines.
 * Everything a member or staff member does goes through the HTTP routes; reads of our own rows
 * (ids, sandbox payment ids, statuses) and ledger totals come straight from the database.
 */

export const paymentPassword = '246810';
export const wrongPaymentPassword = '999999';
const realName = 'Grace Hopper';
export const vendorCode = 'PROPV';
/** The sandbox refuses payouts to account numbers ending in 0000 (sandboxRefusedAccountSuffix). */
const okAccountNumber = '123456789';
const refusedAccountNumber = '987650000';

/** The cashier rules the model assumes; the turnover rule is off so any credited money may leave. */
export const rules = {
  depositMin: 1_000,
  depositMax: 300_000,
  withdrawMin: 1_000,
  withdrawMax: 200_000,
  maxPendingWithdrawals: 2,
  transferMin: 100,
  transferMax: 200_000,
  secondApprovalAbove: 50_000,
  paymentPasswordMaxFailures: 5,
} as const;

export type World = {
  t: TestApp;
  finance: string;
  finance2: string;
  manualMethodId: number;
  gatewayMethodId: number;
  currency: string;
  paymentPasswordHash: string;
};

export const createWorld = async (): Promise<World> => {
  const uploads = await mkdtemp(join(tmpdir(), 'gp-cashier-flows-'));
  const t = await createTestApp({ UPLOAD_DIR: uploads, CATALOG_CACHE_MS: '0' });
  const doc = await t.services.settings.get('cashier');
  await t.services.settings.update(
    'cashier',
    {
      ...doc.value,
      withdrawMinAmount: rules.withdrawMin,
      withdrawMaxAmount: rules.withdrawMax,
      turnoverMultiple: 0,
      maxPendingWithdrawals: rules.maxPendingWithdrawals,
      transferMinAmount: rules.transferMin,
      transferMaxAmount: rules.transferMax,
      adjustmentSecondApprovalAbove: rules.secondApprovalAbove,
      // The payee cool-down has its own tests; here accounts are withdrawn to as soon as they are added.
      payeeCoolDownHours: 0,
    },
    doc.version,
    systemActor('test'),
  );
  t.services.settings.clearCache();
  const [finance, finance2] = [await t.staffToken(['finance']), await t.staffToken(['finance'])];
  const manual = await createMethod(t, finance, manualMethodBody({ minAmount: rules.depositMin, maxAmount: rules.depositMax }));
  const gateway = await createMethod(t, finance, gatewayMethodBody({ minAmount: rules.depositMin, maxAmount: rules.depositMax }));
  await addVendor(t, vendorCode, 'transfer');
  t.services.vendorWallets.clearCache();
  const { currency } = await t.services.settings.value('merchant');
  return { t, finance, finance2, manualMethodId: manual.id, gatewayMethodId: gateway.id, currency, paymentPasswordHash: await hashPassword(paymentPassword) };
};

export type Person = {
  token: string;
  id: bigint;
  account: string;
  isAgent: boolean;
  okBankId: number;
  refusedBankId: number;
};

const addBankAccount = async (t: TestApp, token: string, accountNumber: string): Promise<number> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/bankAccounts',
    headers: bearer(token),
    payload: { bankName: 'Axis Bank', ifsc: 'UTIB0000123', accountNumber, payeeName: realName },
  });
  if (res.statusCode !== 200) throw new Error(`bank account not added: ${res.body}`);
  return (res.json().value as { id: number }).id;
};

/**
 * A member with a real name, a payment password and two bank accounts (one the sandbox refuses to pay).
 * Registration and bank accounts go through the routes; agent type, real name and the payment
 * password hash are set on the row (agent centre, KYC and the security centre have their own tests,
 * and one argon2 hash shared by every member keeps runs fast on a busy machine).
 */
const newPerson = async (t: TestApp, agent: boolean, paymentPasswordHash: string): Promise<Person> => {
  const session = await registerMember(t);
  const id = BigInt(session.member.id);
  await t.database.db
    .updateTable('members')
    .set({ real_name: realName, payment_password_hash: paymentPasswordHash, ...(agent ? { type: 2 } : {}) })
    .where('id', '=', id)
    .execute();
  const [okBankId, refusedBankId] = await Promise.all([
    addBankAccount(t, session.token, okAccountNumber),
    addBankAccount(t, session.token, refusedAccountNumber),
  ]);
  return { token: session.token, id, account: session.member.account, isAgent: agent, okBankId, refusedBankId };
};

/** Person 0 is an agent; the others are its direct downlines. All are set up at once, then linked. */
export const newPeople = async (w: World, count: number): Promise<Person[]> => {
  const people = await Promise.all(Array.from({ length: count }, (_, i) => newPerson(w.t, i === 0, w.paymentPasswordHash)));
  const [agent, ...downlines] = people;
  if (!agent) throw new Error('no agent');
  if (downlines.length > 0)
    await w.t.database.db
      .updateTable('members')
      .set({ upline_id: agent.id })
      .where(
        'id',
        'in',
        downlines.map((d) => d.id),
      )
      .execute();
  return people;
};

export const newKey = () => randomUUID().replaceAll('-', '');

// The calls a member or staff member makes.

export const api = {
  deposit: (w: World, p: Person, body: Record<string, unknown>) =>
    w.t.app.inject({ method: 'POST', url: '/wps/deposit', headers: bearer(p.token), payload: body }),
  confirmDeposit: (w: World, id: number) => w.t.app.inject({ method: 'POST', url: `/bo/deposits/${id}/confirm`, headers: bearer(w.finance), payload: {} }),
  rejectDeposit: (w: World, id: number) =>
    w.t.app.inject({ method: 'POST', url: `/bo/deposits/${id}/reject`, headers: bearer(w.finance), payload: { reason: 'no such transfer' } }),
  webhook: (w: World, event: { orderNo: string; paymentId: string; status: 'paid' | 'failed'; amount: number }, forged: boolean) =>
    sandboxWebhook(
      w.t,
      { ...event, currency: w.currency, ...(event.status === 'failed' ? { reason: 'declined' } : {}) },
      forged ? { secret: 'not-the-sandbox-secret' } : {},
    ),
  withdraw: async (w: World, p: Person, body: Record<string, unknown>) =>
    w.t.app.inject({ method: 'POST', url: '/wps/withdraw', headers: bearer(p.token), payload: await sealed(w.t, body) }),
  approveWithdrawal: (w: World, id: number) => w.t.app.inject({ method: 'POST', url: `/bo/withdrawals/${id}/approve`, headers: bearer(w.finance) }),
  rejectWithdrawal: (w: World, id: number) =>
    w.t.app.inject({ method: 'POST', url: `/bo/withdrawals/${id}/reject`, headers: bearer(w.finance), payload: { reason: 'bank details unclear' } }),
  receipt: (w: World, p: Person, id: number, fields: Record<string, string>, proofs: number) => {
    const boundary = `----gp${newKey()}`;
    const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    for (let i = 0; i < proofs; i++) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`),
        tinyPng,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return w.t.app.inject({
      method: 'POST',
      url: `/wps/withdraw/${id}/receipt`,
      headers: { ...bearer(p.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    });
  },
  transferUpline: async (w: World, p: Person, body: Record<string, unknown>) =>
    w.t.app.inject({ method: 'POST', url: '/wps/relay/transferUpline', headers: bearer(p.token), payload: await sealed(w.t, body) }),
  transferDownline: async (w: World, p: Person, body: Record<string, unknown>) =>
    w.t.app.inject({ method: 'POST', url: '/wps/agent/transferDownline', headers: bearer(p.token), payload: await sealed(w.t, body) }),
  vendorTransfer: (w: World, p: Person, body: Record<string, unknown>) =>
    w.t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: bearer(p.token), payload: body }),
  adjust: (w: World, body: Record<string, unknown>) => w.t.app.inject({ method: 'POST', url: '/bo/adjustments', headers: bearer(w.finance), payload: body }),
  approveAdjustment: (w: World, id: number, self: boolean) =>
    w.t.app.inject({ method: 'POST', url: `/bo/adjustments/${id}/approve`, headers: bearer(self ? w.finance : w.finance2) }),
  rejectAdjustment: (w: World, id: number, self: boolean) =>
    w.t.app.inject({
      method: 'POST',
      url: `/bo/adjustments/${id}/reject`,
      headers: bearer(self ? w.finance : w.finance2),
      payload: { reason: 'not justified by the ticket' },
    }),
};

/** A 1x1 PNG. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** `ok` with the value, or the error code; anything but a 200 or a proper 4xx envelope is a failure. */
export type Outcome = { ok: true; value: Record<string, unknown> } | { ok: false; code: string; status: number };
export const outcomeOf = (res: LightMyRequestResponse): Outcome => {
  const body = res.json() as { code: string; value: unknown };
  if (res.statusCode === 200) return { ok: true, value: body.value as Record<string, unknown> };
  if (res.statusCode >= 500) throw new Error(`server error ${res.statusCode}: ${res.body}`);
  return { ok: false, code: body.code, status: res.statusCode };
};

// What the API and the database say.

/** One person's wallets through all three views: the header balance, the consolidated funds and the back office. */
export const seenWallets = async (w: World, p: Person) => {
  const get = (url: string, token: string) => w.t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const [balanceRes, fundsRes, boRes] = await Promise.all([
    get('/wps/v2/wallets/balance', p.token),
    get('/wps/member/info/funds/consolidated', p.token),
    get(`/bo/members/${p.id}/wallet`, w.finance),
  ]);
  const balance = balanceRes.json().value as WalletBalance;
  const funds = fundsRes.json().value as ConsolidatedFunds;
  const bo = boRes.json().value as BoMemberWallet;
  const boOf = (kind: string) =>
    bo.accounts.filter((a) => a.kind === kind && (kind !== 'player_vendor' || a.vendorCode === vendorCode)).reduce((s, a) => s + a.balance, 0);
  return {
    header: balance.balance,
    consolidated: {
      main: funds.mainBalance,
      hold: funds.withdrawalHold,
      vendor: funds.vendorWallets.find((v) => v.vendorCode === vendorCode)?.balance ?? 0,
      total: funds.total,
    },
    backOffice: { main: boOf(p.isAgent ? 'agent_main' : 'player_main'), hold: boOf('player_withdrawal_hold'), vendor: boOf('player_vendor'), total: bo.total },
  };
};

export const reconciliation = async (w: World): Promise<BoReconciliation> => {
  const res = await w.t.app.inject({ method: 'GET', url: '/bo/reconciliation', headers: bearer(w.finance) });
  if (res.statusCode !== 200) throw new Error(`reconciliation failed: ${res.body}`);
  return res.json().value as BoReconciliation;
};

export const ledgerViolations = (w: World): Promise<LedgerViolation[]> => checkLedgerInvariants(w.t.database.db);

/** Sum of every leg per currency: 0 everywhere when no money was created or destroyed. */
export const legSumsByCurrency = async (w: World) =>
  (
    await sql<{
      currency: string;
      total: string;
    }>`select a.currency, sum(l.amount)::text as total from ledger_legs l join ledger_accounts a on a.id = l.account_id group by a.currency`.execute(
      w.t.database.db,
    )
  ).rows.map((r) => ({ currency: r.currency, total: Number(r.total) }));

/** Legs on the house accounts the cashier moves money through, by kind (derived balances). */
export const houseTotals = async (w: World) => {
  const rows = (
    await sql<{
      kind: string;
      total: string;
    }>`select a.kind, coalesce(sum(l.amount), 0)::text as total from ledger_accounts a left join ledger_legs l on l.account_id = a.id where a.kind in ('house_payment', 'house_adjustment') group by a.kind`.execute(
      w.t.database.db,
    )
  ).rows;
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  return { payment: of('house_payment'), adjustment: of('house_adjustment') };
};

export const journalCount = async (w: World) =>
  Number((await sql<{ n: string }>`select count(*)::text as n from ledger_journals`.execute(w.t.database.db)).rows[0]?.n ?? 0);

/** Our own rows, for ids the player API does not show and for the state-machine check. */
export const depositIdOf = async (w: World, orderNo: string) =>
  Number((await w.t.database.db.selectFrom('deposits').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).id);
export const paymentIdOf = async (w: World, orderNo: string) =>
  (await w.t.database.db.selectFrom('sandbox_checkouts').select('payment_id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).payment_id;
export const depositStatuses = async (w: World, people: readonly Person[]) =>
  new Map(
    (
      await w.t.database.db
        .selectFrom('deposits')
        .select(['order_no', 'status'])
        .where(
          'member_id',
          'in',
          people.map((p) => p.id),
        )
        .execute()
    ).map((r) => [r.order_no, r.status as string]),
  );
export const withdrawalStatuses = async (w: World, people: readonly Person[]) =>
  new Map(
    (
      await w.t.database.db
        .selectFrom('withdrawals')
        .select(['id', 'status', 'receipt_kind'])
        .where(
          'member_id',
          'in',
          people.map((p) => p.id),
        )
        .execute()
    ).map((r) => [Number(r.id), { status: r.status as string, receipt: r.receipt_kind !== null }]),
  );
export const adjustmentStatuses = async (w: World, people: readonly Person[]) =>
  new Map(
    (
      await w.t.database.db
        .selectFrom('wallet_adjustments')
        .select(['id', 'status'])
        .where(
          'member_id',
          'in',
          people.map((p) => p.id),
        )
        .execute()
    ).map((r) => [Number(r.id), r.status as string]),
  );
