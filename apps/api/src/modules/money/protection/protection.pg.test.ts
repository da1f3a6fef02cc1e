import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { createMethod, manualMethodBody, newKey } from '../payments/payments.test-support';

// Parallel deposits only race on real PostgreSQL (PGlite runs one statement at a time).
let t: TestApp;
let methodId: number;
beforeAll(async () => {
  t = await createTestApp();
  methodId = (await createMethod(t, await t.staffToken(['finance']), manualMethodBody({ minAmount: 100, maxAmount: 10_000_000 }))).id;
});
afterAll(async () => t.close());

describe('deposit limit under parallel deposits', () => {
  it('20 parallel deposits never pass a limit together', async () => {
    const member = await registerMember(t);
    await t.app.inject({ method: 'PUT', url: '/wps/member/protection/depositLimits', headers: bearer(member.token), payload: { day: 100_000 } });
    const attempts = Array.from({ length: 20 }, () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/deposit',
        headers: bearer(member.token),
        payload: { methodId, amount: 20_000, idempotencyKey: newKey(), transferReference: 'REF-PAR' },
      }),
    );
    const responses = await Promise.all(attempts);
    const codes = responses.map((r) => (r.statusCode === 200 ? 'OK' : errorCodeOf(r)));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'DEPOSIT_LIMIT_EXCEEDED')).toBe(true);
    const rows = await t.database.db.selectFrom('deposits').select('amount').where('member_id', '=', BigInt(member.member.id)).execute();
    expect(rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(100_000n);
  });
});
