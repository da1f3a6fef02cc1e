import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../../lib/app-error';
import { registerMember } from '../../../testing/member-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import type { CallerContext } from '../../../lib/caller-context';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const caller: CallerContext = { ip: '10.0.0.7', userAgent: null, language: 'en' };

describe('a link code exchanged many times at once', () => {
  it('opens exactly one session; every other exchange is LINK_CODE_INVALID', async () => {
    const member = await registerMember(t);
    const principal = { id: BigInt(member.member.id), account: member.member.account, type: 0, isTrial: false, isAgent: false, sessionId: 0n };
    const { code } = await t.services.linkCodes.mint(principal);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => t.services.linkCodes.exchange(code, caller)));
    const codes = outcomes.flatMap((o) => (o.status === 'rejected' ? [isAppError(o.reason) ? o.reason.code : String(o.reason)] : []));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(codes).toEqual(Array.from({ length: 7 }, () => 'LINK_CODE_INVALID'));
    const events = await t.database.db
      .selectFrom('member_login_events')
      .select('id')
      .where('member_id', '=', principal.id)
      .where('method', '=', 'link')
      .execute();
    expect(events).toHaveLength(1);
  });
});
