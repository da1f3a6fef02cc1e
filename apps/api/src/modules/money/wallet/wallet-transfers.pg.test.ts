import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed } from '../../../testing/member-client';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../ledger';
import { addVendor, fundMember, newKey, newMember, paymentPassword } from './wallet.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  await addVendor(t, 'PARA1', 'transfer');
});
afterAll(async () => t.close());

const balance = async (token: string) => (await t.app.inject({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', headers: bearer(token) })).json().value;

describe('wallet transfers under concurrency (PostgreSQL)', () => {
  it('applies one vendor transfer key sent 20 times in parallel once', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 10_000);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: bearer(member.token),
          payload: { action: 'toVendor', vendorCode: 'PARA1', amount: 1_000, idempotencyKey: key },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().value.replayed === false)).toHaveLength(1);
    const wallet = await balance(member.token);
    expect([wallet.mainBalance, wallet.wallets[0].balance]).toEqual([9_000, 1_000]);
  });

  it('never overdraws the main wallet with 30 parallel transfers in of different keys', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 5_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: bearer(member.token),
          payload: { action: 'toVendor', vendorCode: 'PARA1', amount: 1_000, idempotencyKey: newKey() },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(Array(25).fill('INSUFFICIENT_FUNDS'));
    const wallet = await balance(member.token);
    expect([wallet.mainBalance, wallet.wallets[0].balance]).toEqual([0, 5_000]);
  });

  it('applies one upline transfer key sent 10 times in parallel once, with one notice', async () => {
    const agent = await newMember(t, { agent: true });
    const member = await newMember(t, { uplineId: agent.id, withPaymentPassword: true });
    await fundMember(t, member, 10_000);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/transferUpline',
          headers: bearer(member.token),
          payload: await sealed(t, { amount: 2_500, paymentPassword, idempotencyKey: key }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().value.replayed === false)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(agent.token) })).json().value.balance).toBe(2_500);
    const notices = await t.database.db.selectFrom('member_notices').select('id').where('member_id', '=', agent.id).execute();
    expect(notices).toHaveLength(1);
  });

  it('leaves the ledger sound', async () => {
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
