import type { BoCurrencyLimits } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { currency, fundMember, newMember } from '../wallet/wallet.test-support';

let t: TestApp;
let finance: string;
let admin: string;
let operator: string;
let support: string;
let content: string;

beforeAll(async () => {
  t = await createTestApp();
  finance = await t.staffToken(['finance']);
  admin = await t.staffToken(['admin']);
  operator = await t.staffToken(['operator']);
  support = await t.staffToken(['support']);
  content = await t.staffToken(['content']);
});
afterAll(async () => t.close());

const url = '/bo/cashier/currency-limits';
const read = (token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const put = (token: string | undefined, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, payload });
const valueOf = (res: Awaited<ReturnType<typeof read>>): BoCurrencyLimits => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: BoCurrencyLimits }).value;
};
const auditOf = (target: string) =>
  t.database.db.selectFrom('audit_log').select(['action', 'actor_name', 'details']).where('target', '=', target).orderBy('id').execute();

describe('currency limits (staff)', () => {
  it("shows the merchant currency's default maximum before any is set", async () => {
    expect(valueOf(await read(finance))).toEqual({
      merchant: { currency, maxMinor: 10_000_000_000_000, isDefault: true },
      hardMaxMinor: 1_000_000_000_000_000,
      limits: [],
    });
  });

  it('lets finance and admins read and set, operators read only, others nothing', async () => {
    expect((await read()).statusCode).toBe(401);
    for (const token of [support, content]) {
      expect((await read(token)).statusCode).toBe(403);
      expect((await put(token, { currency: 'EUR', maxMinor: 5 })).statusCode).toBe(403);
    }
    valueOf(await read(operator));
    expect((await put(operator, { currency: 'EUR', maxMinor: 5 })).statusCode).toBe(403);
    expect(valueOf(await put(admin, { currency: 'EUR', maxMinor: 5_000 })).limits).toContainEqual(
      expect.objectContaining({ currency: 'EUR', maxMinor: 5_000 }),
    );
    expect(valueOf(await put(finance, { currency: 'EUR', maxMinor: 6_000 })).limits).toContainEqual(
      expect.objectContaining({ currency: 'EUR', maxMinor: 6_000 }),
    );
  });

  it.each([
    ['zero', { currency: 'GBP', maxMinor: 0 }],
    ['past the hard ceiling', { currency: 'GBP', maxMinor: 1_000_000_000_000_001 }],
    ['a fraction', { currency: 'GBP', maxMinor: 10.5 }],
    ['a string', { currency: 'GBP', maxMinor: '1000' }],
    ['a lower-case code', { currency: 'gbp', maxMinor: 1_000 }],
    ['an unknown field', { currency: 'GBP', maxMinor: 1_000, note: 'x' }],
  ])('refuses %s (400) and writes nothing', async (_, payload) => {
    const res = await put(finance, payload);
    expect([res.statusCode, errorCodeOf(res)]).toEqual([400, expect.stringMatching(/^(VALIDATION_ERROR|UNKNOWN_FIELD)$/)]);
    expect(valueOf(await read(finance)).limits.map((l) => l.currency)).not.toContain('GBP');
  });

  it('sets the merchant currency up to the ceiling, audited with the maximum before and after', async () => {
    const set = valueOf(await put(finance, { currency, maxMinor: 1_000_000_000_000_000 }));
    expect(set.merchant).toEqual({ currency, maxMinor: 1_000_000_000_000_000, isDefault: false });
    expect(await auditOf(`currency:${currency}`)).toEqual([
      { action: 'cashier.currency_limit.set', actor_name: expect.any(String), details: { currency, before: '10000000000000', after: '1000000000000000' } },
    ]);
  });

  it('refuses a maximum below a running balance of that currency (409), leaving maximum and audit log as they were', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 70_000);
    expect(valueOf(await put(finance, { currency, maxMinor: 70_000 })).merchant.maxMinor).toBe(70_000);
    const entries = (await auditOf(`currency:${currency}`)).length;

    const lower = await put(finance, { currency, maxMinor: 69_999 });
    expect([lower.statusCode, errorCodeOf(lower)]).toEqual([409, 'CONFLICT']);
    expect(lower.json().details).toMatchObject({ reason: 'BALANCE_ABOVE_MAX', currency, balance: 70_000, max: 69_999 });
    expect(valueOf(await read(finance)).merchant.maxMinor).toBe(70_000);
    expect(await auditOf(`currency:${currency}`)).toHaveLength(entries);
  });
});
