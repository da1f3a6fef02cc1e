import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adjustmentStatuses,
  api,
  createWorld,
  depositIdOf,
  depositStatuses,
  houseTotals,
  journalCount,
  ledgerViolations,
  legSumsByCurrency,
  newKey,
  newPeople,
  outcomeOf,
  paymentIdOf,
  paymentPassword,
  reconciliation,
  rules,
  seenWallets,
  vendorCode,
  withdrawalStatuses,
  wrongPaymentPassword,
  type Outcome,
  type Person,
  type World,
} from './cashier-flows.test-support';

/**
 * Random sequences of deposits, withdrawals, transfers, adjustments and replays, driven through the
 * real routes on PGlite and again on PostgreSQL. A model keeps what every member should hold (main
 * wallet, withdrawal hold, vendor wallet) from the documented effect of each command (a refused
 * command changes nothing); after every step the ledger invariants of docs/money.md, every
 * balance view, the reconciliation report, money conservation and the journal count must agree.
 *
 * Twins and races send their requests at once. On PostgreSQL they truly race. PGlite has one
 * connection and serves them one after the other, which is one order a race may take: there they
 * check the replay and already-decided answers, under the same assertions as every other order.
 */

// `twin`: the same request sent twice at once (a double click, a retry racing the original).
type Cmd =
  | { t: 'depositManual'; m: number; amount: number; twin: boolean }
  | { t: 'depositGateway'; m: number; amount: number; twin: boolean }
  | { t: 'decideDeposit'; pick: number; confirm: boolean; twin: boolean }
  | { t: 'webhook'; pick: number; paid: boolean; forge: 'none' | 'signature' | 'amount'; twin: boolean }
  | { t: 'withdraw'; m: number; amount: number; refusedBank: boolean; wrongPassword: boolean; twin: boolean }
  | { t: 'decideWithdrawal'; pick: number; approve: boolean; twin: boolean }
  | { t: 'receipt'; pick: number; kind: 'full' | 'partial' | 'notReceived'; twin: boolean }
  | { t: 'transferUpline'; m: number; agent: boolean; amount: number; wrongPassword: boolean; twin: boolean }
  | { t: 'transferDownline'; from: number; fromAgent: boolean; to: number; toAgent: boolean; amount: number; wrongPassword: boolean; twin: boolean }
  | { t: 'vendor'; m: number; agent: boolean; action: 'toVendor' | 'toMain' | 'recallAll'; amount: number; twin: boolean }
  | { t: 'adjust'; m: number; amount: number; twin: boolean }
  | { t: 'decideAdjustment'; pick: number; approve: boolean; self: boolean; twin: boolean }
  | { t: 'replay'; pick: number; conflict: boolean }
  /** Two staff members decide the same request at once, one each way: exactly one decision holds. */
  | { t: 'race'; what: 'deposit' | 'withdrawal' | 'adjustment'; pick: number };

type Body = Record<string, unknown>;
/** A create request that succeeded, kept to be sent again with the same key. */
type Sent =
  | { t: 'deposit'; m: number; body: Body; orderNo: string }
  | { t: 'withdraw'; m: number; body: Body; id: number }
  | { t: 'upline' | 'downline'; m: number; body: Body; balance: number }
  | { t: 'vendor'; m: number; body: Body; moved: number }
  | { t: 'adjust'; m: number; body: Body; id: number };

type Model = {
  people: Person[];
  wallets: { main: number; hold: number; vendor: number }[];
  passwordFailures: number[];
  deposits: {
    orderNo: string;
    id: number;
    m: number;
    gateway: boolean;
    amount: number;
    status: 'pending' | 'credited' | 'rejected' | 'failed';
    paymentId: string | null;
  }[];
  withdrawals: { id: number; m: number; amount: number; status: 'pending' | 'approved' | 'rejected'; receipt: boolean; refused: boolean }[];
  adjustments: { id: number; m: number; amount: number; status: 'pending' | 'posted' | 'rejected' }[];
  sent: Sent[];
  /** Journals the run should have posted, and the money that crossed the house boundary. */
  journals: number;
  credited: number;
  paidOut: number;
  adjusted: number;
};

type Expected = { ok: true } | { ok: false; code: string };
const ok: Expected = { ok: true };
const refused = (code: string): Expected => ({ ok: false, code });

// Arbitraries: mostly valid amounts, with the edges and a few out of range.
const depositAmount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: rules.depositMin, max: 120_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(rules.depositMin - 1, rules.depositMax, rules.depositMax + 1) },
);
const withdrawAmount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: rules.withdrawMin, max: 80_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(rules.withdrawMin - 1, rules.withdrawMax, rules.withdrawMax + 1) },
);
const transferAmount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: rules.transferMin, max: 60_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(rules.transferMin - 1, rules.transferMax + 1) },
);
const adjustAmount = fc.oneof(
  fc.integer({ min: 1, max: rules.secondApprovalAbove }),
  fc.integer({ min: -rules.secondApprovalAbove, max: -1 }),
  fc.integer({ min: rules.secondApprovalAbove + 1, max: 120_000 }),
  fc.integer({ min: -120_000, max: -rules.secondApprovalAbove - 1 }),
  fc.constantFrom(rules.secondApprovalAbove, -rules.secondApprovalAbove, rules.secondApprovalAbove + 1),
);
const m = fc.nat({ max: 3 });
const funding = fc.array(fc.integer({ min: 20_000, max: 150_000 }), { minLength: 4, maxLength: 4 });
const pick = fc.nat({ max: 30 });
const sometimes = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
const rarely = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('depositManual' as const), m, amount: depositAmount, twin: sometimes }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('depositGateway' as const), m, amount: depositAmount, twin: sometimes }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('decideDeposit' as const),
      pick,
      confirm: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      twin: sometimes,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('webhook' as const),
      pick,
      paid: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      forge: fc.constantFrom('none' as const, 'none' as const, 'none' as const, 'signature' as const, 'amount' as const),
      twin: sometimes,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ t: fc.constant('withdraw' as const), m, amount: withdrawAmount, refusedBank: sometimes, wrongPassword: sometimes, twin: sometimes }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('decideWithdrawal' as const),
      pick,
      approve: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      twin: sometimes,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('receipt' as const),
      pick,
      kind: fc.constantFrom('full' as const, 'partial' as const, 'notReceived' as const),
      twin: sometimes,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('transferUpline' as const), m, agent: rarely, amount: transferAmount, wrongPassword: rarely, twin: sometimes }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('transferDownline' as const),
      from: m,
      fromAgent: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      to: m,
      toAgent: rarely,
      amount: transferAmount,
      wrongPassword: rarely,
      twin: sometimes,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('vendor' as const),
      m,
      agent: rarely,
      action: fc.constantFrom('toVendor' as const, 'toVendor' as const, 'toMain' as const, 'recallAll' as const),
      amount: fc.integer({ min: 1, max: 60_000 }),
      twin: sometimes,
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('adjust' as const), m, amount: adjustAmount, twin: sometimes }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('decideAdjustment' as const),
      pick,
      approve: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      self: rarely,
      twin: sometimes,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('race' as const), what: fc.constantFrom('deposit' as const, 'withdrawal' as const, 'adjustment' as const), pick }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('replay' as const),
      pick,
      conflict: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    }),
  },
);

let w: World;
/** What the runs exercised, printed at the end so a reader sees the coverage. */
const stats = { runs: 0, steps: 0, skipped: 0, outcomes: new Map<string, number>() };
const current = { kind: '' };
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

/** Asserts the API's answer is the model's: a 200, or a 4xx with exactly this code. */
const expectOutcome = (step: string, got: Outcome, expected: Expected): Record<string, unknown> => {
  const seen = got.ok ? 'ok' : got.code;
  const outcome = `${current.kind} ${seen}`;
  stats.outcomes.set(outcome, (stats.outcomes.get(outcome) ?? 0) + 1);
  expect(seen, `${step}: API answered ${JSON.stringify(got)}`).toBe(expected.ok ? 'ok' : expected.code);
  return got.ok ? got.value : {};
};

const from = <T>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);
/** Two picks in three go to something still open (when there is one), so decisions mostly find work. */
const choose = <T>(list: readonly T[], index: number, open: (item: T) => boolean): T | undefined => {
  const openOnes = list.filter(open);
  return from(index % 3 !== 0 && openOnes.length > 0 ? openOnes : list, Math.floor(index / 3));
};

/** The payment password check of every withdrawal and transfer: five failures lock the member out of both. */
const passwordGate = (model: Model, i: number, wrong: boolean): Expected | null => {
  if ((model.passwordFailures[i] ?? 0) >= rules.paymentPasswordMaxFailures) return refused('ACCOUNT_LOCKED');
  if (wrong) {
    model.passwordFailures[i] = (model.passwordFailures[i] ?? 0) + 1;
    return refused('PAYMENT_PASSWORD_INVALID');
  }
  model.passwordFailures[i] = 0;
  return null;
};

const wallet = (model: Model, i: number) => {
  const found = model.wallets[i];
  if (!found) throw new Error(`no wallet ${i}`);
  return found;
};

/** A command's name in the coverage summary. */
const kindOf = (model: Model, c: Cmd): string => {
  if (c.t === 'replay') return `replay${c.conflict ? ' (other content)' : ''} of ${from(model.sent, c.pick)?.t ?? 'nothing'}`;
  if (c.t === 'race') return `race ${c.what}`;
  const action =
    'confirm' in c
      ? c.confirm
        ? ' confirm'
        : ' reject'
      : 'approve' in c
        ? c.approve
          ? ' approve'
          : ' reject'
        : 'action' in c
          ? ` ${c.action}`
          : c.t === 'receipt'
            ? ` ${c.kind}`
            : '';
  // Twins are not sent for a wrong withdrawal password or a recall all (see step).
  const twin = c.twin && !(c.t === 'withdraw' && c.wrongPassword) && !(c.t === 'vendor' && c.action === 'recallAll');
  return `${c.t}${action}${twin ? ' (twins)' : ''}`;
};

/** What two answers to the same request must share: everything but whether it was the replay. */
const comparable = (o: Outcome) => (o.ok ? { ...o.value, replayed: undefined, updatedAt: undefined } : o);

/**
 * A create request, sent once or as twins at once: twins get the same answer (same order, same
 * withdrawal, the same journal) and, where the answer says so, exactly one of them was not a replay.
 */
const sendCreate = async (twin: boolean, send: () => Promise<LightMyRequestResponse>, label: string): Promise<Outcome> => {
  if (!twin) return outcomeOf(await send());
  const [a, b] = (await Promise.all([send(), send()])).map(outcomeOf) as [Outcome, Outcome];
  expect(comparable(b), `${label}: twin answers`).toEqual(comparable(a));
  if (a.ok && b.ok && 'replayed' in a.value) expect([a.value.replayed, b.value.replayed].sort(), `${label}: twins replayed`).toEqual([false, true]);
  return a.ok && a.value.replayed === true ? b : a;
};

/**
 * A decision (confirm, approve, reject, receipt), sent once or as twins at once: when the model says
 * it succeeds, one twin wins and the other finds it already decided (INVALID_STATE); a refusal
 * refuses both. `bothMayWin`: the decision leaves the request where it was (a refused payout).
 */
const sendDecision = async (
  twin: boolean,
  send: () => Promise<LightMyRequestResponse>,
  expected: Expected,
  label: string,
  bothMayWin = false,
): Promise<Outcome> => {
  if (!twin) return outcomeOf(await send());
  const pair = (await Promise.all([send(), send()])).map(outcomeOf);
  const codes = pair.map((o) => (o.ok ? 'ok' : o.code)).sort();
  if (!expected.ok) expect(codes, `${label}: twin decisions`).toEqual([expected.code, expected.code]);
  else if (bothMayWin)
    expect(
      [
        ['INVALID_STATE', 'ok'],
        ['ok', 'ok'],
      ],
      `${label}: twin decisions ${JSON.stringify(codes)}`,
    ).toContainEqual(codes);
  else expect(codes, `${label}: twin decisions`).toEqual(['INVALID_STATE', 'ok']);
  return pair.find((o) => o.ok) ?? (pair[0] as Outcome);
};

/** Person 0 is the agent, the others its downlines: commands that care say which they mean. */
const agentOrDownline = (n: number, m: number, agent: boolean) => (agent ? 0 : 1 + (m % (n - 1)));

/** Runs one command against the app and the model; returns false when it had nothing to act on. */
const step = async (model: Model, c: Cmd, label: string): Promise<boolean> => {
  const n = model.people.length;
  const person = (i: number) => model.people[i % n] as Person;
  switch (c.t) {
    case 'depositManual':
    case 'depositGateway': {
      const i = c.m % n;
      const gateway = c.t === 'depositGateway';
      const body: Body = {
        methodId: gateway ? w.gatewayMethodId : w.manualMethodId,
        amount: c.amount,
        idempotencyKey: newKey(),
        ...(gateway ? {} : { transferReference: `REF${newKey().slice(0, 10)}` }),
      };
      const expected = c.amount < rules.depositMin ? refused('AMOUNT_BELOW_MINIMUM') : c.amount > rules.depositMax ? refused('AMOUNT_ABOVE_MAXIMUM') : ok;
      const value = expectOutcome(label, await sendCreate(c.twin, () => api.deposit(w, person(i), body), label), expected);
      if (!expected.ok) return true;
      expect(value, label).toMatchObject({ status: 'pending', amount: c.amount, kind: gateway ? 'gateway' : 'manual_bank' });
      if (gateway) expect(value.redirectUrl, label).toEqual(expect.any(String));
      const orderNo = value.orderNo as string;
      model.deposits.push({
        orderNo,
        id: await depositIdOf(w, orderNo),
        m: i,
        gateway,
        amount: c.amount,
        status: 'pending',
        paymentId: gateway ? await paymentIdOf(w, orderNo) : null,
      });
      model.sent.push({ t: 'deposit', m: i, body, orderNo });
      return true;
    }
    case 'decideDeposit': {
      const d = choose(model.deposits, c.pick, (x) => !x.gateway && x.status === 'pending');
      if (!d) return false;
      const expected = d.gateway || d.status !== 'pending' ? refused('INVALID_STATE') : ok;
      const send = () => (c.confirm ? api.confirmDeposit(w, d.id) : api.rejectDeposit(w, d.id));
      const value = expectOutcome(label, await sendDecision(c.twin, send, expected, label), expected);
      if (!expected.ok) return true;
      d.status = c.confirm ? 'credited' : 'rejected';
      expect(value.status, label).toBe(d.status);
      if (c.confirm) {
        wallet(model, d.m).main += d.amount;
        model.credited += d.amount;
        model.journals += 1;
      }
      return true;
    }
    case 'webhook': {
      const d = choose(
        model.deposits.filter((x) => x.gateway),
        c.pick,
        (x) => x.status === 'pending',
      );
      if (!d?.paymentId) return false;
      const amount = c.forge === 'amount' ? d.amount + 1 : d.amount;
      const paymentId = d.paymentId;
      const send = () => api.webhook(w, { orderNo: d.orderNo, paymentId, status: c.paid ? 'paid' : 'failed', amount }, c.forge === 'signature');
      const expected = c.forge === 'signature' ? refused('SIGNATURE_INVALID') : c.forge === 'amount' ? refused('PAYMENT_MISMATCH') : ok;
      const changed = d.status === 'pending';
      let got: Outcome;
      if (c.twin) {
        // Two deliveries at once: both answer the same status, and only one of them changed anything.
        const pair = (await Promise.all([send(), send()])).map(outcomeOf);
        expect(
          pair.map((o) => (o.ok ? 'ok' : o.code)),
          `${label}: twin deliveries`,
        ).toEqual([expected.ok ? 'ok' : expected.code, expected.ok ? 'ok' : expected.code]);
        if (expected.ok)
          expect(pair.map((o) => (o.ok ? o.value.changed : null)).sort(), `${label}: twin deliveries changed`).toEqual(
            changed ? [false, true] : [false, false],
          );
        got = pair.find((o) => o.ok && o.value.changed === changed) ?? (pair[0] as Outcome);
      } else got = outcomeOf(await send());
      const value = expectOutcome(label, got, expected);
      if (!expected.ok) return true;
      if (changed) {
        d.status = c.paid ? 'credited' : 'failed';
        if (c.paid) {
          wallet(model, d.m).main += d.amount;
          model.credited += d.amount;
          model.journals += 1;
        }
      }
      // A replayed or late webhook answers the settled status unchanged.
      expect(value, label).toMatchObject({ orderNo: d.orderNo, status: d.status, changed });
      return true;
    }
    case 'withdraw': {
      const i = c.m % n;
      const p = person(i);
      const body: Body = {
        amount: c.amount,
        bankAccountId: c.refusedBank ? p.refusedBankId : p.okBankId,
        paymentPassword: c.wrongPassword ? wrongPaymentPassword : paymentPassword,
        idempotencyKey: newKey(),
      };
      const open = model.withdrawals.filter((x) => x.m === i && x.status === 'pending').length;
      const expected =
        passwordGate(model, i, c.wrongPassword) ??
        (c.amount < rules.withdrawMin
          ? refused('AMOUNT_BELOW_MINIMUM')
          : c.amount > rules.withdrawMax
            ? refused('AMOUNT_ABOVE_MAXIMUM')
            : open >= rules.maxPendingWithdrawals
              ? refused('WITHDRAWAL_PENDING')
              : c.amount > wallet(model, i).main
                ? refused('INSUFFICIENT_FUNDS')
                : ok);
      // Twins with a wrong password would count two failures: the lock-out rule has its own tests.
      const value = expectOutcome(label, await sendCreate(c.twin && !c.wrongPassword, () => api.withdraw(w, p, body), label), expected);
      if (!expected.ok) return true;
      expect(value, label).toMatchObject({ status: 'pending', amount: c.amount });
      wallet(model, i).main -= c.amount;
      wallet(model, i).hold += c.amount;
      model.journals += 1;
      model.withdrawals.push({ id: value.id as number, m: i, amount: c.amount, status: 'pending', receipt: false, refused: c.refusedBank });
      model.sent.push({ t: 'withdraw', m: i, body, id: value.id as number });
      return true;
    }
    case 'decideWithdrawal': {
      const x = choose(model.withdrawals, c.pick, (y) => y.status === 'pending');
      if (!x) return false;
      const expected = x.status === 'pending' ? ok : refused('INVALID_STATE');
      const send = () => (c.approve ? api.approveWithdrawal(w, x.id) : api.rejectWithdrawal(w, x.id));
      if (c.approve && x.refused) current.kind += ' (account the sandbox refuses)';
      // A refused payout leaves the request pending, so its twin may try (and fail) the payout again.
      const value = expectOutcome(label, await sendDecision(c.twin, send, expected, label, c.approve && x.refused), expected);
      if (!expected.ok) return true;
      if (c.approve && x.refused) {
        // The sandbox refuses the payout: nothing moves, the request waits in the queue again.
        expect(value, label).toMatchObject({ status: 'pending', payoutError: expect.any(String) });
        return true;
      }
      x.status = c.approve ? 'approved' : 'rejected';
      expect(value.status, label).toBe(x.status);
      wallet(model, x.m).hold -= x.amount;
      if (c.approve) model.paidOut += x.amount;
      else wallet(model, x.m).main += x.amount;
      model.journals += 1;
      return true;
    }
    case 'receipt': {
      const x = choose(model.withdrawals, c.pick, (y) => y.status === 'approved' && !y.receipt);
      if (!x) return false;
      const expected = x.status === 'approved' && !x.receipt ? ok : refused('INVALID_STATE');
      const fields: Record<string, string> = c.kind === 'partial' ? { kind: 'partial', receivedAmount: String(Math.floor(x.amount / 2)) } : { kind: c.kind };
      const value = expectOutcome(
        label,
        await sendDecision(c.twin, () => api.receipt(w, person(x.m), x.id, fields, c.kind === 'full' ? 0 : 1), expected, label),
        expected,
      );
      if (!expected.ok) return true;
      x.receipt = true;
      expect(value, label).toMatchObject({ id: x.id, status: 'approved', receipt: { kind: c.kind } });
      return true;
    }
    case 'transferUpline':
    case 'transferDownline': {
      const upline = c.t === 'transferUpline';
      const s = upline ? agentOrDownline(n, c.m, c.agent) : agentOrDownline(n, c.from, c.fromAgent);
      const sender = person(s);
      // Every downline's upline is person 0, the agent; the agent has none.
      const r = upline ? 0 : agentOrDownline(n, c.to, c.toAgent);
      const body: Body = {
        amount: c.amount,
        paymentPassword: c.wrongPassword ? wrongPaymentPassword : paymentPassword,
        idempotencyKey: newKey(),
        ...(upline ? {} : { account: person(r).account }),
      };
      const receiverOk = upline ? !sender.isAgent : sender.isAgent && !person(r).isAgent;
      const expected =
        c.amount < rules.transferMin || c.amount > rules.transferMax
          ? refused('TRANSFER_LIMIT')
          : upline && sender.isAgent
            ? refused('NO_UPLINE')
            : !upline && !sender.isAgent
              ? refused('NOT_AGENT')
              : !receiverOk
                ? refused('NOT_DOWNLINE')
                : (passwordGate(model, s, c.wrongPassword) ?? (c.amount > wallet(model, s).main ? refused('INSUFFICIENT_FUNDS') : ok));
      const send = () => (upline ? api.transferUpline(w, sender, body) : api.transferDownline(w, sender, body));
      // One failure count per account: transfers and withdrawals lock each other out.
      const value = expectOutcome(label, await sendCreate(c.twin && !c.wrongPassword, send, label), expected);
      if (!expected.ok) return true;
      wallet(model, s).main -= c.amount;
      wallet(model, r).main += c.amount;
      model.journals += 1;
      expect(value, label).toMatchObject({ amount: c.amount, to: person(r).account, balance: wallet(model, s).main, replayed: false });
      model.sent.push({ t: upline ? 'upline' : 'downline', m: s, body, balance: wallet(model, s).main });
      return true;
    }
    case 'vendor': {
      const i = agentOrDownline(n, c.m, c.agent);
      const p = person(i);
      const own = wallet(model, i);
      const body: Body =
        c.action === 'recallAll'
          ? { action: 'recallAll', idempotencyKey: newKey() }
          : { action: c.action, vendorCode, amount: c.amount, idempotencyKey: newKey() };
      const expected = p.isAgent
        ? refused('NOT_MEMBER')
        : (c.action === 'toVendor' && c.amount > own.main) || (c.action === 'toMain' && c.amount > own.vendor)
          ? refused('INSUFFICIENT_FUNDS')
          : ok;
      // Recall all has no amount: a twin racing it may find nothing left and answer moved 0 (no journal).
      const value = expectOutcome(label, await sendCreate(c.twin && c.action !== 'recallAll', () => api.vendorTransfer(w, p, body), label), expected);
      if (!expected.ok) return true;
      const moved = c.action === 'recallAll' ? own.vendor : c.amount;
      const toVendor = c.action === 'toVendor';
      own.main += toVendor ? -moved : moved;
      own.vendor += toVendor ? moved : -moved;
      expect(value, label).toMatchObject({ moved, replayed: false, wallet: { mainBalance: own.main } });
      // Recall all with nothing to recall posts nothing, so its key stays unused.
      if (moved > 0) {
        model.journals += 1;
        model.sent.push({ t: 'vendor', m: i, body, moved });
      }
      return true;
    }
    case 'adjust': {
      const i = c.m % n;
      const body: Body = { memberId: Number(person(i).id), amount: c.amount, reason: 'property test adjustment', idempotencyKey: `adj-${newKey()}` };
      const needsSecond = Math.abs(c.amount) > rules.secondApprovalAbove;
      const expected = !needsSecond && wallet(model, i).main + c.amount < 0 ? refused('INSUFFICIENT_FUNDS') : ok;
      const value = expectOutcome(label, await sendCreate(c.twin, () => api.adjust(w, body), label), expected);
      if (!expected.ok) return true;
      const status = needsSecond ? 'pending' : 'posted';
      expect(value, label).toMatchObject({ status, amount: c.amount, memberId: Number(person(i).id) });
      if (!needsSecond) {
        wallet(model, i).main += c.amount;
        model.adjusted += c.amount;
        model.journals += 1;
      }
      model.adjustments.push({ id: value.id as number, m: i, amount: c.amount, status });
      model.sent.push({ t: 'adjust', m: i, body, id: value.id as number });
      return true;
    }
    case 'decideAdjustment': {
      const a = choose(model.adjustments, c.pick, (y) => y.status === 'pending');
      if (!a) return false;
      const expected =
        a.status !== 'pending'
          ? refused('INVALID_STATE')
          : c.self
            ? refused('SECOND_APPROVER_REQUIRED')
            : c.approve && wallet(model, a.m).main + a.amount < 0
              ? refused('INSUFFICIENT_FUNDS')
              : ok;
      const send = () => (c.approve ? api.approveAdjustment(w, a.id, c.self) : api.rejectAdjustment(w, a.id, c.self));
      const value = expectOutcome(label, await sendDecision(c.twin, send, expected, label), expected);
      if (!expected.ok) return true;
      a.status = c.approve ? 'posted' : 'rejected';
      expect(value.status, label).toBe(a.status);
      if (c.approve) {
        wallet(model, a.m).main += a.amount;
        model.adjusted += a.amount;
        model.journals += 1;
      }
      return true;
    }
    case 'replay':
      return replay(model, c, label);
    case 'race':
      return race(model, c, label);
  }
};

const codeOf = (o: Outcome) => (o.ok ? 'ok' : o.code);

/** Approve (or confirm) and reject of one request sent at once; the model takes whichever held. */
const race = async (model: Model, c: Extract<Cmd, { t: 'race' }>, label: string): Promise<boolean> => {
  const both = async (yes: () => Promise<LightMyRequestResponse>, no: () => Promise<LightMyRequestResponse>) => {
    const [a, b] = (await Promise.all([yes(), no()])).map(outcomeOf) as [Outcome, Outcome];
    const outcome = `${current.kind}: approve ${codeOf(a)}, reject ${codeOf(b)}`;
    stats.outcomes.set(outcome, (stats.outcomes.get(outcome) ?? 0) + 1);
    return [a, b] as const;
  };
  const closed = ['INVALID_STATE', 'INVALID_STATE'];
  if (c.what === 'deposit') {
    const d = choose(model.deposits, c.pick, (x) => !x.gateway && x.status === 'pending');
    if (!d) return false;
    const [yes, no] = await both(
      () => api.confirmDeposit(w, d.id),
      () => api.rejectDeposit(w, d.id),
    );
    const codes = [codeOf(yes), codeOf(no)];
    if (d.gateway || d.status !== 'pending') {
      expect(codes, `${label}: already decided`).toEqual(closed);
      return true;
    }
    expect([...codes].sort(), `${label}: exactly one decision holds`).toEqual(['INVALID_STATE', 'ok']);
    d.status = yes.ok ? 'credited' : 'rejected';
    if (yes.ok) {
      wallet(model, d.m).main += d.amount;
      model.credited += d.amount;
      model.journals += 1;
    }
    return true;
  }
  if (c.what === 'withdrawal') {
    const x = choose(model.withdrawals, c.pick, (y) => y.status === 'pending');
    if (!x) return false;
    const [yes, no] = await both(
      () => api.approveWithdrawal(w, x.id),
      () => api.rejectWithdrawal(w, x.id),
    );
    const codes = [codeOf(yes), codeOf(no)];
    if (x.status !== 'pending') {
      expect(codes, `${label}: already decided`).toEqual(closed);
      return true;
    }
    // A refused payout puts the request back in the queue, so the reject may hold after it.
    if (x.refused)
      expect(
        [
          ['ok', 'INVALID_STATE'],
          ['INVALID_STATE', 'ok'],
          ['ok', 'ok'],
        ],
        `${label}: ${JSON.stringify(codes)}`,
      ).toContainEqual(codes);
    else expect([...codes].sort(), `${label}: exactly one decision holds`).toEqual(['INVALID_STATE', 'ok']);
    if (!no.ok && x.refused) return true;
    x.status = no.ok ? 'rejected' : 'approved';
    wallet(model, x.m).hold -= x.amount;
    if (no.ok) wallet(model, x.m).main += x.amount;
    else model.paidOut += x.amount;
    model.journals += 1;
    return true;
  }
  const a = choose(model.adjustments, c.pick, (y) => y.status === 'pending');
  if (!a) return false;
  const [yes, no] = await both(
    () => api.approveAdjustment(w, a.id, false),
    () => api.rejectAdjustment(w, a.id, false),
  );
  const codes = [codeOf(yes), codeOf(no)];
  if (a.status !== 'pending') {
    expect(codes, `${label}: already decided`).toEqual(closed);
    return true;
  }
  // Approving a debit the wallet cannot cover is refused, so then only the reject can hold.
  const uncovered = wallet(model, a.m).main + a.amount < 0;
  if (uncovered)
    expect(
      [
        ['INSUFFICIENT_FUNDS', 'ok'],
        ['INVALID_STATE', 'ok'],
      ],
      `${label}: ${JSON.stringify(codes)}`,
    ).toContainEqual(codes);
  else expect([...codes].sort(), `${label}: exactly one decision holds`).toEqual(['INVALID_STATE', 'ok']);
  a.status = yes.ok ? 'posted' : 'rejected';
  if (yes.ok) {
    wallet(model, a.m).main += a.amount;
    model.adjusted += a.amount;
    model.journals += 1;
  }
  return true;
};

/** The same request again with the same key: the first result, nothing moves; other content is refused. */
const replay = async (model: Model, c: Extract<Cmd, { t: 'replay' }>, label: string): Promise<boolean> => {
  const s = from(model.sent, c.pick);
  if (!s) return false;
  const p = model.people[s.m] as Person;
  const amount = s.body.amount as number;
  const conflict = c.conflict && !(s.t === 'vendor' && s.body.action === 'recallAll');
  const conflictCode = refused('IDEMPOTENCY_CONFLICT');
  switch (s.t) {
    case 'deposit': {
      const value = expectOutcome(
        label,
        outcomeOf(await api.deposit(w, p, conflict ? { ...s.body, amount: amount + 1 } : s.body)),
        conflict ? conflictCode : ok,
      );
      if (!conflict) expect(value, label).toMatchObject({ orderNo: s.orderNo, status: model.deposits.find((d) => d.orderNo === s.orderNo)?.status });
      return true;
    }
    case 'withdraw': {
      const expected = passwordGate(model, s.m, false) ?? (conflict ? conflictCode : ok);
      const value = expectOutcome(label, outcomeOf(await api.withdraw(w, p, conflict ? { ...s.body, amount: amount + 1 } : s.body)), expected);
      if (expected.ok) expect(value, label).toMatchObject({ id: s.id, amount, status: model.withdrawals.find((x) => x.id === s.id)?.status });
      return true;
    }
    case 'upline':
    case 'downline': {
      const other = amount >= rules.transferMax ? amount - 1 : amount + 1;
      const body = conflict ? { ...s.body, amount: other } : s.body;
      const res = s.t === 'upline' ? await api.transferUpline(w, p, body) : await api.transferDownline(w, p, body);
      const value = expectOutcome(label, outcomeOf(res), conflict ? conflictCode : ok);
      if (!conflict) expect(value, label).toMatchObject({ amount, balance: s.balance, replayed: true });
      return true;
    }
    case 'vendor': {
      const body = conflict ? { ...s.body, amount: amount + 1 } : s.body;
      const value = expectOutcome(label, outcomeOf(await api.vendorTransfer(w, p, body)), conflict ? conflictCode : ok);
      if (!conflict) expect(value, label).toMatchObject({ moved: s.moved, replayed: true, wallet: { mainBalance: wallet(model, s.m).main } });
      return true;
    }
    case 'adjust': {
      const body = conflict ? { ...s.body, amount: amount + (amount > 0 ? 1 : -1) } : s.body;
      const value = expectOutcome(label, outcomeOf(await api.adjust(w, body)), conflict ? conflictCode : ok);
      if (!conflict) expect(value, label).toMatchObject({ id: s.id, amount, status: model.adjustments.find((a) => a.id === s.id)?.status });
      return true;
    }
  }
};

type Baseline = { journals: number; house: { payment: number; adjustment: number } };

/** Every invariant, after every step. */
const checkEverything = async (model: Model, base: Baseline, label: string) => {
  // Every view is read at once (nothing moves between steps), then compared.
  const [violations, seen, report, legSums, house, journals, deposits, withdrawals, adjustments] = await Promise.all([
    ledgerViolations(w),
    Promise.all(model.people.map((p) => seenWallets(w, p))),
    reconciliation(w),
    legSumsByCurrency(w),
    houseTotals(w),
    journalCount(w),
    depositStatuses(w, model.people),
    withdrawalStatuses(w, model.people),
    adjustmentStatuses(w, model.people),
  ]);

  // The ledger invariants: journals sum to zero in one currency, balances equal their legs, none below zero.
  expect(violations, `${label}: ledger invariants`).toEqual([]);

  // The model's balances, through the header, the consolidated funds and the back-office wallet view.
  for (const [i, p] of model.people.entries()) {
    const want = wallet(model, i);
    const total = want.main + want.hold + want.vendor;
    expect(seen[i], `${label}: wallets of person ${i}${p.isAgent ? ' (agent)' : ''}`).toEqual({
      header: want.main,
      consolidated: { ...want, total },
      backOffice: { ...want, total },
    });
  }

  // The reconciliation report finds nothing to flag.
  expect({ balanced: report.balanced, differences: report.differences, violations: report.violations }, `${label}: reconciliation`).toEqual({
    balanced: true,
    differences: [],
    violations: [],
  });
  for (const c of report.currencies) {
    // Sums are numbers while exact, digits past 2^53: compared in bigint.
    const figures = {
      allLegs: c.allLegs,
      walletLegsMinusBalances: BigInt(c.walletLegs) - BigInt(c.walletBalances),
      houseLegsPlusWalletLegs: BigInt(c.houseLegs) + BigInt(c.walletLegs),
    };
    expect(figures, `${label}: reconciliation ${c.currency}`).toEqual({ allLegs: 0, walletLegsMinusBalances: 0n, houseLegsPlusWalletLegs: 0n });
  }

  // Conservation: every currency's legs sum to zero, and what the members hold is exactly what
  // crossed the house accounts in this run (deposits in, payouts out, adjustments either way).
  for (const sum of legSums) expect(sum.total, `${label}: legs of ${sum.currency}`).toBe(0);
  const members = seen.reduce((sum, s) => sum + Number(s.consolidated.total), 0);
  // (`+ 0` turns a -0 into 0: toEqual tells them apart.)
  expect(
    { members, payment: house.payment - base.house.payment, adjustment: house.adjustment - base.house.adjustment },
    `${label}: money across the house boundary`,
  ).toEqual({
    members: model.credited - model.paidOut + model.adjusted + 0,
    payment: model.paidOut - model.credited + 0,
    adjustment: -model.adjusted + 0,
  });

  // A refused or replayed command posts nothing; each accepted one posts exactly one journal.
  expect(journals, `${label}: journal count`).toBe(base.journals + model.journals);

  // The state machines agree with the model.
  expect(Object.fromEntries(deposits), `${label}: deposit statuses`).toEqual(Object.fromEntries(model.deposits.map((d) => [d.orderNo, d.status])));
  expect(Object.fromEntries(withdrawals), `${label}: withdrawal statuses`).toEqual(
    Object.fromEntries(model.withdrawals.map((x) => [x.id, { status: x.status, receipt: x.receipt }])),
  );
  expect(Object.fromEntries(adjustments), `${label}: adjustment statuses`).toEqual(Object.fromEntries(model.adjustments.map((a) => [a.id, a.status])));
};

// 15 runs of up to 20 steps take about 20 s on a busy 2-core machine; CASHIER_FLOW_RUNS=60 for a longer hunt.
const numRuns = Number(process.env.CASHIER_FLOW_RUNS ?? 15);
/** Milliseconds spent setting people up, running commands and checking, for the summary line. */
const timing = { people: 0, steps: 0, checks: 0 };

const freshModel = (people: Person[]): Model => ({
  people,
  wallets: people.map(() => ({ main: 0, hold: 0, vendor: 0 })),
  passwordFailures: people.map(() => 0),
  deposits: [],
  withdrawals: [],
  adjustments: [],
  sent: [],
  journals: 0,
  credited: 0,
  paidOut: 0,
  adjusted: 0,
});

/** Each person's first deposit, so later commands have money to move: manual (confirmed) or through the gateway (paid). */
const fundingOf = (people: number, amounts: readonly number[]): Cmd[] =>
  Array.from({ length: people }, (_, i): Cmd[] => {
    const amount = amounts[i] ?? rules.depositMin;
    return i % 2 === 0
      ? [
          { t: 'depositManual', m: i, amount, twin: false },
          { t: 'decideDeposit', pick: 1, confirm: true, twin: false },
        ]
      : [
          { t: 'depositGateway', m: i, amount, twin: false },
          { t: 'webhook', pick: 1, paid: true, forge: 'none', twin: false },
        ];
  }).flat();

describe('cashier flows keep the books (property)', () => {
  it('random deposits, withdrawals, transfers, adjustments and replays keep every money invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), funding, fc.array(cmd, { minLength: 6, maxLength: 20 }), async (people, amounts, cmds) => {
        const t0 = performance.now();
        const persons = await newPeople(w, people);
        timing.people += performance.now() - t0;
        const model = freshModel(persons);
        const base: Baseline = { journals: await journalCount(w), house: await houseTotals(w) };
        stats.runs += 1;
        for (const c of fundingOf(people, amounts)) {
          const label = `funding ${JSON.stringify(c)}`;
          current.kind = `funding ${c.t}`;
          await step(model, c, label);
          await checkEverything(model, base, label);
        }
        for (const [index, c] of cmds.entries()) {
          const label = `step ${index + 1} ${JSON.stringify(c)}`;
          const t1 = performance.now();
          current.kind = kindOf(model, c);
          const acted = await step(model, c, label);
          timing.steps += performance.now() - t1;
          stats.steps += 1;
          if (!acted) {
            stats.skipped += 1;
            continue;
          }
          const t2 = performance.now();
          await checkEverything(model, base, label);
          timing.checks += performance.now() - t2;
        }
      }),
      { numRuns, interruptAfterTimeLimit: 240_000, markInterruptAsFailure: true },
    );
    const ms = Object.fromEntries(Object.entries(timing).map(([k, v]) => [k, Math.round(v)]));
    console.info(
      `cashier flows: ${stats.runs} runs, ${stats.steps} random steps (${stats.skipped} with nothing to act on), ms:`,
      ms,
      Object.fromEntries([...stats.outcomes].sort()),
    );
  }, 300_000);
});
