import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { addMemberNotice } from '../notices';
import { issueBonus } from '../promotions';
import { currency, insertPromotion } from '../promotions/promotions.test-support';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.staffToken(['operator']);
});
afterAll(async () => t.close());

type Item = { id: string; type: string; kind: string | null; title: string | null; body: string | null; read: boolean; createdAt: string };
const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const send = (payload: Record<string, unknown>, token = operator) =>
  t.app.inject({ method: 'POST', url: '/bo/inbox/messages', headers: bearer(token), payload: { title: 'Hello', body: 'Welcome aboard', ...payload } });
const sent = async (payload: Record<string, unknown>) => {
  const res = await send(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: string; reach: number; status: string; readCount: number };
};
const toMember = (m: TestMember) => ({ audience: 'member', memberAccount: m.account });
const inbox = async (m: TestMember, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/member/inbox${query}`, headers: bearer(m.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { list: Item[]; nextBefore: string | null; unreadCount: number };
};
const titles = async (m: TestMember) => (await inbox(m)).list.filter((i) => i.type === 'message').map((i) => i.title);
const unread = async (m: TestMember) => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/relay/CSP_unreadCount', headers: bearer(m.token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value as { unreadCount: number }).unreadCount;
};
const open = (m: TestMember, id: string, language = '') =>
  t.app.inject({ method: 'GET', url: `/wps/member/inbox/item?id=${id}${language ? `&language=${language}` : ''}`, headers: bearer(m.token) });
const post = (m: TestMember, action: 'read' | 'delete', body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/wps/member/inbox/${action}`, headers: bearer(m.token), payload: body });
const messageRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('inbox_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const markRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('inbox_message_marks')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the inbox: notices and staff messages in one list', () => {
  it('lists both newest first, opens, marks and deletes them, with one unread count', async () => {
    const member = await newMember(t);
    await addMemberNotice(t.database.db, { memberId: member.id, kind: 'deposit_credited', params: { amount: 1_000, currency, reference: 'D1' } });
    const message = await sent({ target: toMember(member), title: 'Your VIP gift', body: 'Line one\nLine two' });
    expect(message).toMatchObject({ reach: 1, status: 'live', readCount: 0 });

    const first = await inbox(member);
    expect(first.unreadCount).toBe(2);
    expect(first.list.map((i) => [i.type, i.kind, i.title, i.read])).toEqual([
      ['message', null, 'Your VIP gift', false],
      ['notice', 'deposit_credited', null, false],
    ]);
    expect(await unread(member)).toBe(2);

    const opened = await open(member, `m${message.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().value).toMatchObject({ item: { title: 'Your VIP gift', body: 'Line one\nLine two', read: true }, unreadCount: 1 });
    // Opening twice writes no second marker.
    await open(member, `m${message.id}`);
    expect(await t.database.db.selectFrom('inbox_message_marks').selectAll().where('member_id', '=', member.id).execute()).toHaveLength(1);

    const notice = first.list[1]!.id;
    expect((await post(member, 'read', { ids: [notice] })).json().value).toEqual({ unreadCount: 0 });
    expect((await post(member, 'delete', { ids: [notice, `m${message.id}`] })).json().value).toEqual({ unreadCount: 0 });
    expect((await inbox(member)).list).toEqual([]);
    // A deleted item is gone for good: opening it again is NOT_FOUND.
    const gone = await open(member, notice);
    expect([gone.statusCode, errorCodeOf(gone)]).toEqual([404, 'NOT_FOUND']);

    // The staff list counts the reader.
    const list = await t.app.inject({ method: 'GET', url: '/bo/inbox/messages', headers: bearer(operator) });
    expect(list.json().value.list.find((m: { id: string }) => m.id === message.id)).toMatchObject({ readCount: 1, memberAccount: member.account });
  });

  it('marks everything read at once, messages to everyone included', async () => {
    const member = await newMember(t);
    await addMemberNotice(t.database.db, { memberId: member.id, kind: 'withdrawal_approved', params: { amount: 500, currency, reference: 'W1' } });
    await sent({ target: toMember(member) });
    await sent({ target: toMember(member), title: 'Second' });
    expect(await unread(member)).toBe(3);
    expect((await post(member, 'read', {})).json().value).toEqual({ unreadCount: 0 });
    expect((await inbox(member)).list.every((i) => i.read)).toBe(true);
  });

  it('pages by `before`', async () => {
    const member = await newMember(t);
    for (let i = 1; i <= 3; i += 1) await sent({ target: toMember(member), title: `Page ${i}`, publishAt: at(-i * hour) });
    const page1 = await inbox(member, '?pageSize=2');
    expect(page1.list.map((i) => i.title)).toEqual(['Page 1', 'Page 2']);
    const page2 = await inbox(member, `?pageSize=2&before=${encodeURIComponent(page1.nextBefore!)}`);
    expect(page2.list.map((i) => i.title)).toEqual(['Page 3']);
    expect(page2.nextBefore).toBeNull();
    // Cursors of the right shape naming no real instant are refused before the database sees them.
    for (const bad of ['2026-02-30T10:00:00.000000~0~1', '2026-11-30T25:00:00.000000~1~1', '0000-01-01T00:00:00.000000~0~1']) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/member/inbox?before=${encodeURIComponent(bad)}`, headers: bearer(member.token) });
      expect([res.statusCode, errorCodeOf(res)], bad).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('pages through notices written in one transaction (one instant) without skipping or repeating one', async () => {
    const member = await newMember(t);
    await t.database.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= 5; i += 1) await addMemberNotice(trx, { memberId: member.id, kind: 'settlement_paid', params: { amount: i, currency } });
    });
    await sent({ target: toMember(member), title: 'Later' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await inbox(member, `?pageSize=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.list.map((i) => i.id));
      cursor = page.nextBefore;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect(seen[0]!.startsWith('m')).toBe(true);
  });

  it('shows a message in the reader’s language, else English, else its own', async () => {
    const member = await newMember(t);
    const message = await sent({
      target: toMember(member),
      language: 'HI',
      title: 'नमस्ते',
      body: 'स्वागत है',
      translations: { EN: { title: 'Hello', body: 'Welcome' }, AR: { title: 'مرحبا', body: 'أهلا بك' } },
    });
    expect((await open(member, `m${message.id}`, 'AR')).json().value.item).toMatchObject({ title: 'مرحبا', body: 'أهلا بك' });
    expect((await open(member, `m${message.id}`, 'VI')).json().value.item).toMatchObject({ title: 'Hello' });
    expect((await open(member, `m${message.id}`, 'HI')).json().value.item).toMatchObject({ title: 'नमस्ते' });
  });

  it('tells the member of a bonus the promotions engine paid', async () => {
    const member = await newMember(t);
    const promotionId = await insertPromotion(t.database.db);
    await issueBonus(t.database.db, { promotionId, member: member.holder, periodKey: 'once', amount: 2_500n, currency, status: 'issued' });
    const [item] = (await inbox(member)).list;
    expect(item).toMatchObject({ type: 'notice', kind: 'bonus_issued', read: false });
  });
});

describe('who sees a message', () => {
  it('never shows, opens, marks or deletes another member’s item: NOT_FOUND, nothing written', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    await addMemberNotice(t.database.db, { memberId: owner.id, kind: 'deposit_failed', params: { amount: 100, currency, reference: 'X' } });
    const message = await sent({ target: toMember(owner) });
    const notice = (await inbox(owner)).list.find((i) => i.type === 'notice')!.id;
    expect(await titles(other)).toEqual([]);
    const marks = await markRows();
    for (const id of [`m${message.id}`, notice]) {
      const opened = await open(other, id);
      expect([opened.statusCode, errorCodeOf(opened)], id).toEqual([404, 'NOT_FOUND']);
      for (const action of ['read', 'delete'] as const) {
        const res = await post(other, action, { ids: [id] });
        expect([res.statusCode, errorCodeOf(res)], `${action} ${id}`).toEqual([404, 'NOT_FOUND']);
      }
    }
    // One of the caller's own ids beside someone else's: refused whole.
    const mine = await sent({ target: toMember(other) });
    const mixed = await post(other, 'delete', { ids: [`m${mine.id}`, `m${message.id}`] });
    expect(errorCodeOf(mixed)).toBe('NOT_FOUND');
    expect(await markRows()).toBe(marks);
    expect((await inbox(owner)).unreadCount).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/inbox' })).statusCode).toBe(401);
  });

  it('hides a message before its schedule, after its expiry and once cancelled', async () => {
    const member = await newMember(t);
    const later = await sent({ target: toMember(member), title: 'Later', publishAt: at(hour) });
    expect(later.status).toBe('scheduled');
    await sent({ target: toMember(member), title: 'Now' });
    const expired = await sent({ target: toMember(member), title: 'Expired', publishAt: at(-2 * hour), expireAt: at(hour) });
    await t.database.db
      .updateTable('inbox_messages')
      .set({ expire_at: new Date(Date.now() - hour) })
      .where('id', '=', BigInt(expired.id))
      .execute();
    const cancelled = await sent({ target: toMember(member), title: 'Cancelled' });
    const res = await t.app.inject({ method: 'POST', url: `/bo/inbox/messages/${cancelled.id}/cancel`, headers: bearer(operator) });
    expect(res.json().value).toMatchObject({ status: 'cancelled' });

    expect(await titles(member)).toEqual(['Now']);
    expect(await unread(member)).toBe(1);
    for (const id of [later.id, expired.id, cancelled.id]) expect(errorCodeOf(await open(member, `m${id}`))).toBe('NOT_FOUND');

    // Once its time comes, the scheduled one arrives.
    await t.database.db
      .updateTable('inbox_messages')
      .set({ publish_at: new Date(Date.now() - 1_000) })
      .where('id', '=', BigInt(later.id))
      .execute();
    expect(await titles(member)).toEqual(['Now', 'Later']);
  });

  it('matches a segment by VIP level, member type, agent team and registration time', async () => {
    const agent = await newMember(t, { agent: true });
    const direct = await newMember(t, { uplineId: agent.id });
    const deep = await newMember(t, { uplineId: direct.id });
    const outsider = await newMember(t);
    await t.database.db.updateTable('members').set({ vip_level: 3 }).where('id', 'in', [direct.id, outsider.id]).execute();

    const tag = String(Date.now());
    const team = await sent({ target: { audience: 'segment', segment: { agentAccount: agent.account } }, title: `Team ${tag}` });
    expect(team.reach).toBe(2);
    await sent({ target: { audience: 'segment', segment: { vipLevels: [3] } }, title: `VIP3 ${tag}` });
    await sent({ target: { audience: 'segment', segment: { memberTypes: [2] } }, title: `Agents ${tag}` });
    await sent({ target: { audience: 'segment', segment: { agentAccount: agent.account, vipLevels: [3] } }, title: `Team VIP3 ${tag}` });
    await sent({ target: { audience: 'segment', segment: { registeredFrom: at(-hour), registeredTo: at(hour) } }, title: `Recent ${tag}` });
    await sent({ target: { audience: 'segment', segment: { registeredTo: at(-hour) } }, title: `Old ${tag}` });

    const mine = async (m: TestMember) => (await titles(m)).filter((x) => x?.endsWith(tag)).map((x) => x!.replace(` ${tag}`, ''));
    expect(await mine(agent)).toEqual(['Recent', 'Agents']);
    expect(await mine(direct)).toEqual(['Recent', 'Team VIP3', 'VIP3', 'Team']);
    expect(await mine(deep)).toEqual(['Recent', 'Team']);
    expect(await mine(outsider)).toEqual(['Recent', 'VIP3']);

    const count = await t.app.inject({
      method: 'POST',
      url: '/bo/inbox/audience',
      headers: bearer(operator),
      payload: { audience: 'segment', segment: { agentAccount: agent.account, vipLevels: [3] } },
    });
    expect(count.json().value).toEqual({ members: 1 });
  });

  it('writes one row for a message to everyone, whatever the member count, and a marker per reader only', async () => {
    const readers = [await newMember(t), await newMember(t), await newMember(t)];
    const rows = await messageRows();
    const marks = await markRows();
    const members = Number(
      (
        await t.database.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const everyone = await sent({ target: { audience: 'all' }, title: 'To everyone' });
    expect(members).toBeGreaterThan(3);
    expect(everyone.reach).toBeGreaterThanOrEqual(3);
    expect(await messageRows()).toBe(rows + 1);
    expect(await markRows()).toBe(marks);
    for (const reader of readers) expect(await titles(reader)).toContain('To everyone');
    await open(readers[0]!, `m${everyone.id}`);
    expect(await markRows()).toBe(marks + 1);
    // A member who joins later reads it too.
    expect(await titles(await newMember(t))).toContain('To everyone');
  });
});

describe('staff sending messages', () => {
  it('refuses staff without the right role, and members', async () => {
    const finance = await t.staffToken(['finance']);
    const content = await t.staffToken(['content']);
    const support = await t.staffToken(['support']);
    const member = await newMember(t);
    for (const token of [finance, content]) {
      const res = await send({ target: { audience: 'all' } }, token);
      expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'FORBIDDEN']);
      expect((await t.app.inject({ method: 'GET', url: '/bo/inbox/messages', headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await send({ target: { audience: 'all' } }, member.token)).statusCode).toBe(401);
    expect((await send({ target: toMember(member) }, support)).statusCode).toBe(200);
  });

  it('refuses bad input and writes nothing', async () => {
    const member = await newMember(t);
    const rows = await messageRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ target: toMember(member), title: 'Bad\u0000title' }, 'INVALID_TEXT'],
      [{ target: toMember(member), body: 'x'.repeat(5_001) }, 'VALIDATION_ERROR'],
      [{ target: toMember(member), title: 'x'.repeat(201) }, 'VALIDATION_ERROR'],
      [{ target: toMember(member), title: '   ' }, 'VALIDATION_ERROR'],
      [{ target: toMember(member), translations: { AR: { title: 'مرحبا', body: 'x'.repeat(5_001) } } }, 'VALIDATION_ERROR'],
      [{ target: toMember(member), translations: { XX: { title: 'a', body: 'b' } } }, 'UNKNOWN_FIELD'],
      [{ target: toMember(member), publishAt: 'tomorrow' }, 'VALIDATION_ERROR'],
      [{ target: toMember(member), expireAt: '2026-13-45T00:00:00Z' }, 'VALIDATION_ERROR'],
      [{ target: toMember(member), publishAt: at(2 * hour), expireAt: at(hour) }, 'VALIDATION_ERROR'],
      [{ target: toMember(member), expireAt: at(-hour) }, 'VALIDATION_ERROR'],
      [{ target: { audience: 'member' } }, 'VALIDATION_ERROR'],
      [{ target: { audience: 'segment', segment: {} } }, 'VALIDATION_ERROR'],
      [{ target: { audience: 'segment', segment: { registeredFrom: at(hour), registeredTo: at(-hour) } } }, 'VALIDATION_ERROR'],
      [{ target: { audience: 'segment', segment: { vipLevels: [101] } } }, 'VALIDATION_ERROR'],
      [{ target: { audience: 'everyone' } }, 'VALIDATION_ERROR'],
      [{ target: { audience: 'member', memberAccount: 'nobody-here-9' } }, 'NOT_FOUND'],
      [{ target: { audience: 'segment', segment: { agentAccount: 'nobody-here-9' } } }, 'NOT_FOUND'],
      [{ target: toMember(member), extra: 1 }, 'UNKNOWN_FIELD'],
    ];
    for (const [payload, code] of cases) {
      const res = await send(payload);
      expect([res.statusCode < 500, errorCodeOf(res)], JSON.stringify(payload).slice(0, 120)).toEqual([true, code]);
    }
    expect(await messageRows()).toBe(rows);
    const badCancel = await t.app.inject({ method: 'POST', url: '/bo/inbox/messages/999999999/cancel', headers: bearer(operator) });
    expect(errorCodeOf(badCancel)).toBe('NOT_FOUND');
  });

  it('refuses bad item ids and bad paging from members', async () => {
    const member = await newMember(t);
    for (const body of [{ ids: [] }, { ids: ['x1'] }, { ids: ['m0'] }, { ids: ['n1\u0000'] }]) {
      const res = await post(member, 'delete', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const query of ['?pageSize=0', '?pageSize=51', '?before=yesterday']) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/member/inbox${query}`, headers: bearer(member.token) });
      expect([res.statusCode, errorCodeOf(res)], query).toEqual([400, 'VALIDATION_ERROR']);
    }
  });
});
