import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { openHouseAccount, openMainWallet, postJournal } from '../ledger';
import { bankIdOf, gameJournal, newPlayer, setCashier, withdraw, withdrawOk, type Player } from '../withdrawals/withdrawals.test-support';
import { addWageringRequirement, settleWagering } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () =>
  setCashier(t, { turnoverMultiple: 0, withdrawMinAmount: 10_000, withdrawMaxAmount: 5_000_000, maxPendingWithdrawals: 1, maxBankAccounts: 3 }),
);

/** A bonus journal from the house bonus account, and the requirement a promotion would add with it. */
const bonus = async (player: Player, amount: bigint, multipleBp: number) => {
  const { currency } = await t.services.settings.value('merchant');
  const wallet = await openMainWallet(t.database.db, { id: player.id, isAgent: false }, currency);
  const house = await openHouseAccount(t.database.db, 'house_bonus', currency);
  return t.database.db.transaction().execute(async (trx) => {
    const journal = await postJournal(trx, {
      idempotencyKey: `test-bonus:${randomUUID()}`,
      kind: 'bonus',
      legs: [
        { accountId: house.id, amount: -amount },
        { accountId: wallet.id, amount },
      ],
    });
    return addWageringRequirement(trx, { memberId: player.id, sourceJournalId: journal.journalId, amount, multipleBp });
  });
};

const statuses = async (player: Player) =>
  (await t.database.db.selectFrom('wagering_requirements').select('status').where('member_id', '=', player.id).orderBy('id').execute()).map((r) => r.status);

describe('a bonus wagering requirement and withdrawals', () => {
  it('refuses a withdrawal until valid bets since the bonus reach the requirement, then stops blocking', async () => {
    const player = await newPlayer(t);
    const bankAccountId = await bankIdOf(t, player);
    // Three times a bonus of 200.00.
    expect(await bonus(player, 20_000n, 30_000)).toBe(60_000n);
    await gameJournal(t, player, 'game_bet', 5_000);
    await gameJournal(t, player, 'game_refund', 1_000);
    await gameJournal(t, player, 'game_win', 50_000); // wins are not turnover

    const blocked = await withdraw(t, player, { amount: 10_000, bankAccountId });
    expect([blocked.statusCode, errorCodeOf(blocked), blocked.json().details]).toEqual([
      409,
      'WAGERING_NOT_MET',
      { required: 60_000, done: 4_000, remaining: '560.00' },
    ]);
    expect(blocked.json().message).toBe('Your bonus needs 560.00 more in valid bets before you can withdraw.');
    expect(await statuses(player)).toEqual(['active']);

    await gameJournal(t, player, 'game_bet', 56_000);
    await withdrawOk(t, player, { amount: 10_000, bankAccountId });
    expect(await statuses(player)).toEqual(['met']);
    expect(await settleWagering(t.database.db, player.id)).toEqual({ required: 0n, done: 0n, remaining: 0n });
  });

  it('counts only bets made after the bonus, and adds nothing for a multiple of zero', async () => {
    const player = await newPlayer(t);
    expect(await bonus(player, 10_000n, 0)).toBe(0n);
    expect(await statuses(player)).toEqual([]);
    await gameJournal(t, player, 'game_bet', 1_000); // before the next bonus: does not count toward it
    expect(await bonus(player, 10_001n, 15_000)).toBe(15_002n); // 15 001.5 rounds up
    expect(await settleWagering(t.database.db, player.id)).toEqual({ required: 15_002n, done: 0n, remaining: 15_002n });
  });
});
