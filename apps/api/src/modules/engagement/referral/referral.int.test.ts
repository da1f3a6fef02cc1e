import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { seedReferralProgramme } from './referral-seed';
import { addLink, creditedDeposit, overviewOf, paidTo, registerFrom, validBets } from './referral.test-support';

let t: TestApp;
let staff: string;
let promotionId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferralProgramme(t.database.db);
  staff = await t.staffToken(['operator']);
  promotionId = (await t.database.db.selectFrom('referral_settings').select('promotion_id').executeTakeFirstOrThrow()).promotion_id!;
});
afterAll(async () => t.close());

const runNow = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/bo/referral/run', headers: bearer(staff) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { paid: number; held: number; refused: number };
};
const referralOf = (refereeId: bigint) => t.database.db.selectFrom('referrals').selectAll().where('referee_id', '=', refereeId).executeTakeFirst();

describe('codes and links', () => {
  it('gives every member a code, a register link and labelled links with their own codes', async () => {
    const m = await registerFrom(t);
    const first = await overviewOf(t, m.token);
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(first.registerPath).toBe(`/register?referralCode=${first.code}`);
    expect((await overviewOf(t, m.token)).code).toBe(first.code);
    const link = await addLink(t, m.token, '  Telegram group  ');
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().value).toMatchObject({ label: 'Telegram group', isDefault: false, clicks: 0, registrations: 0, firstDeposits: 0, rewards: 0 });
    expect(link.json().value.code).not.toBe(first.code);
    // The same label again answers the same link (a double tap adds nothing).
    expect((await addLink(t, m.token, 'telegram group')).json().value.id).toBe(link.json().value.id);
    const list = await t.app.inject({ method: 'GET', url: '/wps/referral/links', headers: bearer(m.token) });
    expect(list.json().value.list.map((l: { isDefault: boolean }) => l.isDefault)).toEqual([true, false]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/wps/referral/links/${link.json().value.id}`,
      headers: bearer(m.token),
      payload: { label: 'Forum' },
    });
    expect(renamed.json().value.label).toBe('Forum');
  });

  it('refuses bad labels, NUL bytes, too many links, guests, and another member’s link as not found', async () => {
    const m = await registerFrom(t);
    for (const label of ['', '   ', 'x'.repeat(41)]) expect(errorCodeOf(await addLink(t, m.token, label))).toBe('VALIDATION_ERROR');
    expect(errorCodeOf(await addLink(t, m.token, 'bad\u0000label'))).toBe('INVALID_TEXT');
    const extra = await t.app.inject({ method: 'POST', url: '/wps/referral/links', headers: bearer(m.token), payload: { label: 'a', code: 'X' } });
    expect(extra.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/wps/referral/links', payload: { label: 'a' } })).statusCode).toBe(401);

    const other = await registerFrom(t);
    const theirs = (await addLink(t, other.token, 'Mine')).json().value.id as number;
    const get = await t.app.inject({ method: 'GET', url: `/wps/referral/links/${theirs}`, headers: bearer(m.token) });
    expect(get.statusCode).toBe(404);
    expect(errorCodeOf(get)).toBe('REFERRAL_LINK_NOT_FOUND');
    const put = await t.app.inject({ method: 'PUT', url: `/wps/referral/links/${theirs}`, headers: bearer(m.token), payload: { label: 'Stolen' } });
    expect(errorCodeOf(put)).toBe('REFERRAL_LINK_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: `/wps/referral/links/${theirs}`, headers: bearer(other.token) })).json().value.label).toBe('Mine');

    await t.database.db.updateTable('referral_settings').set({ link_limit: 3 }).execute();
    try {
      const made = await Promise.all(['l1', 'l2', 'l3', 'l4', 'l5'].map((label) => addLink(t, m.token, label)));
      expect(made.filter((r) => r.statusCode === 200)).toHaveLength(3);
      const refused = made.filter((r) => r.statusCode !== 200);
      expect(refused.map(errorCodeOf)).toEqual(['REFERRAL_LINK_LIMIT', 'REFERRAL_LINK_LIMIT']);
      expect(refused[0]!.json().details).toMatchObject({ limit: 3 });
    } finally {
      await t.database.db.updateTable('referral_settings').set({ link_limit: 20 }).execute();
    }
  });

  it('counts a click once per visitor, link and day, and answers an unknown code as not valid', async () => {
    const m = await registerFrom(t);
    const link = (await addLink(t, m.token, 'Clicks')).json().value as { id: number; code: string };
    const click = (code: string, ip: string) => t.app.inject({ method: 'POST', url: '/wps/referral/click', payload: { code }, remoteAddress: ip });
    expect((await click(link.code.toLowerCase(), '10.9.0.1')).json().value).toEqual({ valid: true });
    await click(link.code, '10.9.0.1');
    await click(link.code, '10.9.0.2');
    expect((await click('ZZZZZZZZ', '10.9.0.1')).json().value).toEqual({ valid: false });
    expect((await click('bad code!', '10.9.0.1')).statusCode).toBe(400);
    const one = await t.app.inject({ method: 'GET', url: `/wps/referral/links/${link.id}`, headers: bearer(m.token) });
    expect(one.json().value.clicks).toBe(2);
  });
});

describe('binding at registration', () => {
  it('binds a member registered with a default code or a link code, and ignores an unknown code', async () => {
    const referrer = await registerFrom(t);
    const { code } = await overviewOf(t, referrer.token);
    const link = (await addLink(t, referrer.token, 'Bind')).json().value as { id: number; code: string };
    const a = await registerFrom(t, { referralCode: code.toLowerCase() });
    const b = await registerFrom(t, { referralCode: link.code });
    const c = await registerFrom(t, { referralCode: 'NOSUCHCODE' });
    expect(await referralOf(a.id)).toMatchObject({ referrer_id: referrer.id });
    expect(await referralOf(b.id)).toMatchObject({ referrer_id: referrer.id, link_id: BigInt(link.id) });
    expect(await referralOf(c.id)).toBeUndefined();
    const links = (await t.app.inject({ method: 'GET', url: '/wps/referral/links', headers: bearer(referrer.token) })).json().value.list;
    expect(links.map((l: { registrations: number }) => l.registrations)).toEqual([1, 1]);
  });

  it('never binds a member to themself (the database refuses it too)', async () => {
    const m = await registerFrom(t);
    const link = await t.database.db.selectFrom('referral_links').select('id').where('member_id', '=', m.id).executeTakeFirst();
    const { code } = await overviewOf(t, m.token);
    expect(code).toBeTruthy();
    const own = await t.database.db.selectFrom('referral_links').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    await expect(t.database.db.insertInto('referrals').values({ referee_id: m.id, referrer_id: m.id, link_id: own.id }).execute()).rejects.toThrow();
    expect(link === undefined || link.id === own.id).toBe(true);
  });
});

describe('rewards', () => {
  it('pays the referrer once for a first deposit and once for valid bets reaching the figure, whatever replays it', async () => {
    const referrer = await registerFrom(t);
    const { code } = await overviewOf(t, referrer.token);
    const friend = await registerFrom(t, { referralCode: code });
    expect(await runNow()).toEqual({ paid: 0, held: 0, refused: 0 });

    await creditedDeposit(t.database.db, friend.id, 5_000n); // below the 100.00 minimum
    await runNow();
    expect((await paidTo(t.database.db, promotionId, referrer.id)).journals).toBe(0);

    const friend2 = await registerFrom(t, { referralCode: code });
    await creditedDeposit(t.database.db, friend2.id, 20_000n);
    await validBets(t.database.db, friend2.id, 60_000n);
    expect((await runNow()).paid).toBe(1);
    await validBets(t.database.db, friend2.id, 40_000n);
    expect((await runNow()).paid).toBe(1);
    expect(await runNow()).toEqual({ paid: 0, held: 0, refused: 0 });
    // Replayed straight through the engine under the same keys: still once each.
    await Promise.all([t.services.referralRewards.runNow(), t.services.referralRewards.runNow()]);
    await t.database.db.deleteFrom('referral_rewards').where('referee_id', '=', friend2.id).execute();
    await runNow();

    const paid = await paidTo(t.database.db, promotionId, referrer.id);
    expect(paid.journals).toBe(2);
    expect(paid.total).toBe(7_000n);
    expect(paid.claims.map((c) => [c.period_key, c.status])).toEqual([
      [`ref:${friend2.id}:fd`, 'issued'],
      [`ref:${friend2.id}:vb`, 'issued'],
    ]);
    const overview = await overviewOf(t, referrer.token);
    expect(overview.totals).toMatchObject({ registrations: 2, firstDeposits: 2, rewards: 7_000 });
    expect(overview.rewards.map((r) => [r.rule, r.amount, r.status]).sort()).toEqual([
      ['first_deposit', 5_000, 'paid'],
      ['valid_bets', 2_000, 'paid'],
    ]);
    // The bonus carries the programme's turnover (once the reward).
    const wagering = await t.database.db.selectFrom('wagering_requirements').select('amount_required').where('member_id', '=', referrer.id).execute();
    expect(wagering.map((w) => w.amount_required).sort()).toEqual([2_000n, 5_000n]);
    await checkLedgerInvariants(t.database.db);
  });

  it('holds a reward for staff when referee and referrer share an address, and pays it once staff approve', async () => {
    const referrer = await registerFrom(t);
    const { code } = await overviewOf(t, referrer.token);
    const ip = (await t.database.db.selectFrom('members').select('register_ip').where('id', '=', referrer.id).executeTakeFirstOrThrow()).register_ip!;
    const { registerMember } = await import('../../../testing/member-client');
    const twin = await registerMember(t, { referralCode: code }, { ip });
    await creditedDeposit(t.database.db, BigInt(twin.member.id), 20_000n);
    expect(await runNow()).toMatchObject({ held: 1, paid: 0 });
    expect(await runNow()).toMatchObject({ held: 0, paid: 0 });
    const held = await paidTo(t.database.db, promotionId, referrer.id);
    expect(held.journals).toBe(0);
    expect(held.claims).toEqual([{ period_key: `ref:${twin.member.id}:fd`, status: 'processing', amount: 5_000n, review_reason: 'shared_ip' }]);
    expect((await overviewOf(t, referrer.token)).rewards[0]).toMatchObject({ status: 'held' });

    const claim = await t.database.db.selectFrom('promotion_claims').select('id').where('member_id', '=', referrer.id).executeTakeFirstOrThrow();
    const approve = await t.app.inject({ method: 'POST', url: `/bo/promotions/claims/${claim.id}/approve`, headers: bearer(staff), payload: {} });
    expect(approve.statusCode, approve.body).toBe(200);
    await runNow();
    expect((await paidTo(t.database.db, promotionId, referrer.id)).journals).toBe(1);
    expect((await overviewOf(t, referrer.token)).rewards[0]).toMatchObject({ status: 'paid', amount: 5_000 });
  });

  it('pays nothing to a self-excluded referrer, and nothing while the programme is off', async () => {
    const referrer = await registerFrom(t);
    const { code } = await overviewOf(t, referrer.token);
    const friend = await registerFrom(t, { referralCode: code });
    await creditedDeposit(t.database.db, friend.id, 20_000n);
    await t.database.db.updateTable('referral_settings').set({ enabled: false }).execute();
    try {
      expect(await runNow()).toEqual({ paid: 0, held: 0, refused: 0 });
    } finally {
      await t.database.db.updateTable('referral_settings').set({ enabled: true }).execute();
    }
    await t.database.db
      .insertInto('member_exclusions')
      .values({
        member_id: referrer.id,
        kind: 'self_exclusion',
        period: '1m',
        starts_at: new Date(Date.now() - 1000),
        ends_at: new Date(Date.now() + 86_400_000),
      } as never)
      .execute();
    expect(await runNow()).toMatchObject({ refused: 1, paid: 0 });
    expect((await paidTo(t.database.db, promotionId, referrer.id)).journals).toBe(0);
  });
});

describe('staff', () => {
  it('sets the programme (audited), shows it to the site, and reports referees with filters and paging', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/bo/referral/settings', headers: bearer(staff) });
    expect(before.json().value).toMatchObject({ enabled: true, firstDeposit: { amount: 5_000, minDeposit: 10_000 }, linkLimit: 20 });
    const body = {
      enabled: false,
      firstDeposit: { amount: 1_000, minDeposit: 0 },
      validBets: null,
      turnoverMultipleBp: 20_000,
      linkLimit: 5,
      identityReview: true,
    };
    const put = await t.app.inject({ method: 'PUT', url: '/bo/referral/settings', headers: bearer(staff), payload: body });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().value).toMatchObject({ enabled: false, validBets: null, linkLimit: 5 });
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).json().value.referralPromotion).toBe(false);
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('action', '=', 'referral.settings.update').execute();
    expect(audit).toHaveLength(1);
    const bad = await t.app.inject({ method: 'PUT', url: '/bo/referral/settings', headers: bearer(staff), payload: { ...body, linkLimit: 0 } });
    expect(bad.statusCode).toBe(400);
    const support = await t.staffToken(['support']);
    expect((await t.app.inject({ method: 'PUT', url: '/bo/referral/settings', headers: bearer(support), payload: body })).statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: '/bo/referral/settings',
      headers: bearer(staff),
      payload: {
        ...body,
        enabled: true,
        validBets: { amount: 2_000, figure: 100_000 },
        firstDeposit: { amount: 5_000, minDeposit: 10_000 },
        turnoverMultipleBp: 10_000,
        linkLimit: 20,
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).json().value.referralPromotion).toBe(true);

    const referrer = await registerFrom(t);
    const { code } = await overviewOf(t, referrer.token);
    await registerFrom(t, { referralCode: code });
    await registerFrom(t, { referralCode: code });
    const report = await t.app.inject({ method: 'GET', url: `/bo/referral/report?referrerAccount=${referrer.account}&pageSize=1`, headers: bearer(support) });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().value).toMatchObject({ total: 2, totalPages: 2, list: [{ referrerAccount: referrer.account, linkCode: code, rewards: [] }] });
  });
});
