import { randomUUID } from 'node:crypto';
import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditService, systemActor } from '../../platform/audit';
import { checkLedgerInvariants, getBalance, openHouseAccount, openMainWallet, postJournal } from '../ledger';
import { createWageringAdminService } from './wagering-admin.service';
import { addWageringRequirement } from './wagering.service';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const currency = 'INR';

const memberWithBonus = async (deposit: bigint, bonus: bigint) => {
  const member = await database.db
    .insertInto('members')
    .values({ account: `w${randomUUID().slice(0, 12).replaceAll('-', '')}`, password_hash: 'x', register_method: 'username' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wallet = await openMainWallet(database.db, { id: member.id, isAgent: false }, currency);
  const house = await openHouseAccount(database.db, 'house_bonus', currency);
  const payments = await openHouseAccount(database.db, 'house_payment', currency, 'test-funding');
  await postJournal(database.db, {
    idempotencyKey: `test-deposit:${randomUUID()}`,
    kind: 'deposit',
    legs: [
      { accountId: payments.id, amount: -deposit },
      { accountId: wallet.id, amount: deposit },
    ],
  });
  const journal = await database.db.transaction().execute(async (trx) => {
    const posted = await postJournal(trx, {
      idempotencyKey: `test-bonus:${randomUUID()}`,
      kind: 'bonus',
      legs: [
        { accountId: house.id, amount: -bonus },
        { accountId: wallet.id, amount: bonus },
      ],
    });
    await addWageringRequirement(trx, { memberId: member.id, sourceJournalId: posted.journalId, amount: bonus, multipleBp: 100_000 });
    return posted.journalId;
  });
  const requirement = await database.db.selectFrom('wagering_requirements').select('id').where('source_journal_id', '=', journal).executeTakeFirstOrThrow();
  return { walletId: wallet.id, requirementId: requirement.id };
};

describe('deciding one wagering requirement from many places at once (PostgreSQL)', () => {
  it('forfeits once when staff forfeit and waive the same requirement at the same moment', async () => {
    const admin = createWageringAdminService(database.db, createAuditService(database.db));
    const { walletId, requirementId } = await memberWithBonus(5_000n, 20_000n);
    const actor = systemActor('test');
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 10 }, () => admin.forfeit(requirementId, 'abuse', actor)),
      ...Array.from({ length: 10 }, () => admin.waive(requirementId, 'goodwill', actor)),
    ]);
    const answers = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
    // One decision won; its kind answers every twin, the other kind is refused.
    const statuses = new Set(answers.map((a) => a.status));
    expect(statuses.size).toBe(1);
    expect(new Set(refusals)).toEqual(new Set(['WAGERING_NOT_ACTIVE']));
    expect(answers.length + refusals.length).toBe(20);
    expect(new Set(answers.map((a) => `${a.reversedAmount}:${a.journalId}`)).size).toBe(1);
    const reversals = await database.db.selectFrom('ledger_journals').select('id').where('idempotency_key', '=', `wagering:${requirementId}:forfeit`).execute();
    const forfeited = statuses.has('forfeited');
    expect(reversals).toHaveLength(forfeited ? 1 : 0);
    expect(await getBalance(database.db, walletId)).toBe(forfeited ? 5_000n : 25_000n);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });
});
