import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { openHouseAccount, openMainWallet, postJournal } from '../ledger';
import { balances, fund, gameJournal, newPlayer, type Player } from '../withdrawals/withdrawals.test-support';
import { addWageringRequirement, settleWagering } from './index';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.staffToken(['finance']);
});
afterAll(async () => t.close());

/** A bonus journal as issueBonus posts it, with its requirement; answers the requirement's id. */
const bonus = async (player: Player, amount: number, multipleBp = 100_000): Promise<number> => {
  const { currency } = await t.services.settings.value('merchant');
  const wallet = await openMainWallet(t.database.db, { id: player.id, isAgent: false }, currency);
  const house = await openHouseAccount(t.database.db, 'house_bonus', currency);
  const journalId = await t.database.db.transaction().execute(async (trx) => {
    const journal = await postJournal(trx, {
      idempotencyKey: `test-bonus:${randomUUID()}`,
      kind: 'bonus',
      legs: [
        { accountId: house.id, amount: -BigInt(amount) },
        { accountId: wallet.id, amount: BigInt(amount) },
      ],
      metadata: { promotionId: 0, memberId: String(player.id), periodKey: 'once' },
    });
    await addWageringRequirement(trx, { memberId: player.id, sourceJournalId: journal.journalId, amount: BigInt(amount), multipleBp });
    return journal.journalId;
  });
  const row = await t.database.db.selectFrom('wagering_requirements').select('id').where('source_journal_id', '=', journalId).executeTakeFirstOrThrow();
  return Number(row.id);
};

const act = (action: 'waive' | 'forfeit', id: number, reason: unknown = 'bonus abuse', token = finance) =>
  t.app.inject({ method: 'POST', url: `/bo/wagering/${id}/${action}`, headers: bearer(token), payload: { reason } });

const reversals = async (requirementId: number) =>
  t.database.db.selectFrom('ledger_journals').select(['id', 'kind']).where('idempotency_key', '=', `wagering:${requirementId}:forfeit`).execute();

const audits = async (action: string) => (await t.services.audit.list({ limit: 500, action })).list;

describe('staff forfeit a bonus', () => {
  it('after bets, takes back only what is left in the main wallet, once, whatever replays it', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 10_000);
    const id = await bonus(player, 20_000);
    await gameJournal(t, player, 'game_bet', 25_000); // lost: 5 000 left of deposit and bonus together
    expect((await balances(t, player)).main).toBe(5_000n);

    const first = await act('forfeit', id);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json().value;
    expect(answer).toMatchObject({ requirementId: id, status: 'forfeited', reversedAmount: 5_000 });
    expect((await balances(t, player)).main).toBe(0n);
    const journals = await reversals(id);
    expect(journals.map((j) => j.kind)).toEqual(['bonus']);
    expect(answer.journalId).toBe(Number(journals[0]?.id));

    // A replay answers the first forfeit; nothing more moves and nothing more is audited.
    const again = await act('forfeit', id, 'clicked twice');
    expect(again.json().value).toEqual(answer);
    expect(await reversals(id)).toHaveLength(1);
    expect((await audits('wagering.forfeit')).filter((e) => e.target === `member:${player.id}`)).toHaveLength(1);
    // A forfeited requirement can no longer be waived, and stops blocking withdrawals.
    const waive = await act('waive', id);
    expect([waive.statusCode, errorCodeOf(waive)]).toEqual([409, 'WAGERING_NOT_ACTIVE']);
    expect(await settleWagering(t.database.db, player.id)).toEqual({ required: 0n, done: 0n, remaining: 0n });
  });

  it('takes back at most the bonus, and nothing from an empty wallet', async () => {
    const rich = await newPlayer(t);
    await fund(t, rich, 50_000);
    const richId = await bonus(rich, 10_000);
    expect((await act('forfeit', richId)).json().value.reversedAmount).toBe(10_000);
    expect((await balances(t, rich)).main).toBe(50_000n);

    const broke = await newPlayer(t);
    const brokeId = await bonus(broke, 10_000);
    await gameJournal(t, broke, 'game_bet', 10_000);
    const res = await act('forfeit', brokeId);
    expect(res.json().value).toEqual({ requirementId: brokeId, status: 'forfeited', reversedAmount: 0, journalId: null });
    expect(await reversals(brokeId)).toEqual([]);
  });
});

describe('staff waive a bonus wagering requirement', () => {
  it('closes it without moving money; a replay answers the same; a forfeit after it is refused', async () => {
    const player = await newPlayer(t);
    const id = await bonus(player, 10_000);
    const before = await balances(t, player);
    const res = await act('waive', id, 'goodwill after a complaint');
    expect(res.json().value).toEqual({ requirementId: id, status: 'waived', reversedAmount: 0, journalId: null });
    expect(await balances(t, player)).toEqual(before);
    expect((await act('waive', id)).json().value).toEqual(res.json().value);
    const forfeit = await act('forfeit', id);
    expect([forfeit.statusCode, errorCodeOf(forfeit)]).toEqual([409, 'WAGERING_NOT_ACTIVE']);
    const entry = (await audits('wagering.waive')).find((e) => e.target === `member:${player.id}`);
    expect(entry?.details).toMatchObject({ requirementId: String(id), reason: 'goodwill after a complaint', reversedAmount: '0' });
  });

  it('needs a reason, a known requirement and a finance role', async () => {
    const player = await newPlayer(t);
    const id = await bonus(player, 10_000);
    for (const reason of ['', '   ', 'x'.repeat(501), 5]) {
      const res = await act('waive', id, reason);
      expect(res.statusCode, String(reason)).toBe(400);
    }
    const unknown = await act('forfeit', 999_999_999);
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'NOT_FOUND']);
    const operator = await t.staffToken(['operator']);
    expect((await act('waive', id, 'reason', operator)).statusCode).toBe(403);
    expect((await t.database.db.selectFrom('wagering_requirements').select('status').where('id', '=', BigInt(id)).executeTakeFirstOrThrow()).status).toBe(
      'active',
    );
  });
});

describe("a member's bonuses in the back office", () => {
  it('lists each bonus with its wagering and what a forfeit took back, reversals left out', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 3_000);
    const kept = await bonus(player, 10_000);
    const taken = await bonus(player, 2_000);
    await act('forfeit', taken);
    const support = await t.staffToken(['support']);
    const res = await t.app.inject({ method: 'GET', url: `/bo/members/${player.id}/bonuses`, headers: bearer(support) });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.account).toBe(player.account);
    expect(
      value.list.map((b: { requirementId: number; amount: number; wageringStatus: string; forfeitedAmount: number | null; turnoverRequired: number }) => [
        b.requirementId,
        b.amount,
        b.wageringStatus,
        b.forfeitedAmount,
        b.turnoverRequired,
      ]),
    ).toEqual([
      [taken, 2_000, 'forfeited', 2_000, 20_000],
      [kept, 10_000, 'active', null, 100_000],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/bo/members/999999999/bonuses', headers: bearer(support) })).statusCode).toBe(404);
  });
});
