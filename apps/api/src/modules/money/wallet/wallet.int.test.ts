import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const balance = (token: string) => t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) });

describe('wallet balance', () => {
  it("answers the main wallet in minor units with the merchant's currency, not cacheable", async () => {
    const { token } = await registerMember(t);
    const res = await balance(token);
    expect(res.json().value).toEqual({ balance: 0, currency: 'INR', currencySymbol: '₹' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('opens the wallet of an account that has none on its first read, once', async () => {
    const freePlay = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } });
    const { token, member } = freePlay.json().value as { token: string; member: { id: number } };
    const wallets = () => t.database.db.selectFrom('ledger_accounts').select('id').where('owner_id', '=', String(member.id)).execute();
    expect(await wallets()).toEqual([]);
    expect((await balance(token)).json().value.balance).toBe(0);
    expect((await balance(token)).json().value.balance).toBe(0);
    expect(await wallets()).toHaveLength(1);
  });
});
