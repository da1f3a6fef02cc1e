import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPng } from '../../../testing/images';
import { solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember } from '../../money/wallet/wallet.test-support';
import { chatHeaders, connectChatSocket, goOnDuty, openChat } from './chat.test-support';

let t: TestApp;
let base: string;
let agent: string;
const dir = mkdtempSync(join(tmpdir(), 'gp-chat-uploads-'));

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: dir });
  agent = await t.staffToken(['support']);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const multipart = (bytes: Buffer, type = 'image/png') => {
  const boundary = '----gp-chat-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('nobody on duty', () => {
  it('refuses to open a chat and takes the offline form, which staff see', async () => {
    const status = await get('/wps/chat/status');
    expect(status.json().value).toEqual({ online: false, openChat: null });
    const open = await post('/wps/chat/open', { name: 'Ann', contact: 'ann@example.com' });
    expect([open.statusCode, errorCodeOf(open)]).toEqual([409, 'CHAT_NOBODY_ON_DUTY']);
    // A visitor pays a proof of work for each message left; without one nothing is written.
    const unproven = await post('/wps/chat/offline', { name: 'Ann', contact: 'ann@example.com', message: 'Please call me back' });
    expect([unproven.statusCode, errorCodeOf(unproven)]).toEqual([400, 'BOT_CHECK_FAILED']);
    const left = await post('/wps/chat/offline', { name: 'Ann', contact: 'ann@example.com', message: 'Please call me back', altcha: await solvedAltcha(t) });
    expect(left.statusCode, left.body).toBe(200);
    const list = await get('/bo/chat/offline', bearer(agent));
    expect(list.json().value.list[0]).toMatchObject({ name: 'Ann', contact: 'ann@example.com', message: 'Please call me back', handledAt: null });
    const handled = await post('/bo/chat/offline/handled', { id: list.json().value.list[0].id }, bearer(agent));
    expect(handled.json().value.handledAt).not.toBeNull();
  });
});

describe('a member and an agent in real time', () => {
  it('queues, assigns, delivers both ways with typing, transfers, closes and takes a rating', async () => {
    await goOnDuty(t, agent);
    const member = await newMember(t);
    const opened = await openChat(t, { memberToken: member.token, name: '' });
    expect(opened.chat).toMatchObject({ status: 'waiting', queuePosition: 1, name: member.account });
    // Opening again answers the same chat.
    expect((await openChat(t, { memberToken: member.token })).chat.id).toBe(opened.chat.id);
    const status = await get('/wps/chat/status', bearer(member.token));
    expect(status.json().value).toMatchObject({ online: true, openChat: { id: opened.chat.id } });

    const staffSocket = await connectChatSocket(base, { staffToken: agent });
    const again = await openChat(t, { memberToken: member.token });
    const playerSocket = await connectChatSocket(base, { chatToken: again.token });

    const console = await get('/bo/chat/console', bearer(agent));
    expect(console.json().value.queue.map((c: { id: number }) => c.id)).toContain(opened.chat.id);
    const take = await post('/bo/chat/take', { chatId: opened.chat.id }, bearer(agent));
    expect(take.json().value).toMatchObject({ status: 'active', memberAccount: member.account });
    const assigned = await playerSocket.next((f) => f.type === 'chat');
    expect(assigned).toMatchObject({ chat: { status: 'active', queuePosition: 0 } });
    await staffSocket.next((f) => f.type === 'queue');
    const taken = await post('/bo/chat/take', { chatId: opened.chat.id }, bearer(agent));
    expect([taken.statusCode, errorCodeOf(taken)]).toEqual([409, 'INVALID_STATE']);

    const said = await post('/wps/chat/messages', { chatId: opened.chat.id, text: 'Hello, my deposit is missing' }, bearer(member.token));
    expect(said.json().value).toMatchObject({ sender: 'member', text: 'Hello, my deposit is missing' });
    expect(await staffSocket.next((f) => f.type === 'message')).toMatchObject({ message: { text: 'Hello, my deposit is missing' } });
    const answer = await post('/bo/chat/messages', { chatId: opened.chat.id, text: 'Let me check' }, bearer(agent));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await playerSocket.next((f) => f.type === 'message' && f.message.sender === 'staff')).toMatchObject({ message: { text: 'Let me check' } });

    playerSocket.send({ type: 'typing', chatId: opened.chat.id });
    expect(await staffSocket.next((f) => f.type === 'typing')).toEqual({ type: 'typing', chatId: opened.chat.id, who: 'player' });
    staffSocket.send({ type: 'typing', chatId: opened.chat.id });
    expect(await playerSocket.next((f) => f.type === 'typing')).toEqual({ type: 'typing', chatId: opened.chat.id, who: 'staff' });

    const image = multipart(testPng(3, 3));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/wps/chat/image?chatId=${opened.chat.id}`,
      headers: { ...bearer(member.token), ...image.headers },
      payload: image.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await get(sent.json().value.imageUrl)).statusCode).toBe(200);

    const panel = await get(`/bo/chat/${opened.chat.id}/member`, bearer(agent));
    expect(panel.json().value.member).toMatchObject({ account: member.account, recent: expect.any(Array) });

    // A second agent on duty takes the chat over.
    const second = await t.staffToken(['support']);
    await goOnDuty(t, second);
    const staff = await get('/bo/chat/staff', bearer(agent));
    const secondId = staff.json().value.list.find((s: { name: string }) => s.name !== take.json().value.staffName).id;
    const moved = await post('/bo/chat/transfer', { chatId: opened.chat.id, toStaffId: secondId }, bearer(agent));
    expect(moved.statusCode, moved.body).toBe(200);
    const notMine = await post('/bo/chat/messages', { chatId: opened.chat.id, text: 'still me?' }, bearer(agent));
    expect([notMine.statusCode, errorCodeOf(notMine)]).toEqual([403, 'FORBIDDEN']);
    const events = await t.database.db.selectFrom('live_chat_events').select('kind').where('chat_id', '=', BigInt(opened.chat.id)).orderBy('id').execute();
    expect(events.map((e) => e.kind)).toEqual(['assigned', 'transferred']);

    const rated = await post('/wps/chat/rate', { chatId: opened.chat.id, rating: 5, comment: 'Quick help' }, chatHeaders(again.token));
    expect(rated.json().value).toMatchObject({ status: 'closed', rating: 5 });
    const twice = await post('/wps/chat/rate', { chatId: opened.chat.id, rating: 1 }, chatHeaders(again.token));
    expect(errorCodeOf(twice)).toBe('INVALID_STATE');
    const closed = await post('/wps/chat/messages', { chatId: opened.chat.id, text: 'one more thing' }, bearer(member.token));
    expect([closed.statusCode, errorCodeOf(closed)]).toEqual([409, 'CHAT_CLOSED']);

    const found = await get(`/bo/chat/search?text=${encodeURIComponent('deposit is')}&member=${member.account}`, bearer(agent));
    expect(found.json().value).toMatchObject({ total: 1, list: [{ id: opened.chat.id, rating: 5, ratingComment: 'Quick help' }] });
    const history = await get('/wps/chat/history', bearer(member.token));
    expect(history.json().value.list[0]).toMatchObject({ id: opened.chat.id, status: 'closed' });
    staffSocket.close();
    playerSocket.close();
  });
});

describe('refusals', () => {
  it('keeps members, visitors and staff without the chat permission out of chats not theirs', async () => {
    await goOnDuty(t, agent, 20);
    const owner = await newMember(t);
    const other = await newMember(t);
    const chat = await openChat(t, { memberToken: owner.token });
    const visitor = await openChat(t, { name: 'Guest' });

    const peek = await get(`/wps/chat/messages?chatId=${chat.chat.id}`, bearer(other.token));
    expect([peek.statusCode, errorCodeOf(peek)]).toEqual([404, 'NOT_FOUND']);
    const write = await post('/wps/chat/messages', { chatId: chat.chat.id, text: 'hi' }, bearer(other.token));
    expect(errorCodeOf(write)).toBe('NOT_FOUND');
    // A visitor's token opens its own chat only.
    expect((await get(`/wps/chat/messages?chatId=${visitor.chat.id}`, chatHeaders(visitor.token))).statusCode).toBe(200);
    const foreign = await get(`/wps/chat/messages?chatId=${chat.chat.id}`, chatHeaders(visitor.token));
    expect(errorCodeOf(foreign)).toBe('NOT_FOUND');
    const forged = await get(`/wps/chat/messages?chatId=${visitor.chat.id}`, chatHeaders(`${visitor.chat.id}.${'A'.repeat(43)}`));
    expect(errorCodeOf(forged)).toBe('NOT_FOUND');
    const anonymous = await get(`/wps/chat/messages?chatId=${visitor.chat.id}`);
    expect(errorCodeOf(anonymous)).toBe('NOT_FOUND');

    for (const role of ['finance', 'content'] as const) {
      const token = await t.staffToken([role]);
      const res = await get('/bo/chat/console', bearer(token));
      expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'FORBIDDEN']);
      const take = await post('/bo/chat/take', { chatId: visitor.chat.id }, bearer(token));
      expect(errorCodeOf(take)).toBe('FORBIDDEN');
      const socket = await connectChatSocket(base);
      socket.send({ type: 'auth', staffToken: token });
      expect(await socket.next((f) => f.type === 'error')).toEqual({ type: 'error', code: 'FORBIDDEN' });
      expect(await socket.closed).toBe(4403);
    }
    const badSocket = await connectChatSocket(base);
    badSocket.send({ type: 'auth', chatToken: `${chat.chat.id}.${'B'.repeat(43)}` });
    expect(await badSocket.closed).toBe(4401);
    // A socket that is not authenticated may not send typing frames.
    const silent = await connectChatSocket(base);
    silent.send({ type: 'typing', chatId: chat.chat.id });
    expect(await silent.closed).toBe(4401);
  });

  it('refuses NUL bytes, too long text, oversize and non-image uploads, and writing to a closed chat', async () => {
    const visitor = await openChat(t, { name: 'Guest' });
    const headers = chatHeaders(visitor.token);
    const nul = await post('/wps/chat/messages', { chatId: visitor.chat.id, text: 'bad\u0000byte' }, headers);
    expect([nul.statusCode, errorCodeOf(nul)]).toEqual([400, 'INVALID_TEXT']);
    const long = await post('/wps/chat/messages', { chatId: visitor.chat.id, text: 'x'.repeat(2001) }, headers);
    expect([long.statusCode, errorCodeOf(long)]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await post('/wps/chat/messages', { chatId: visitor.chat.id, text: 'x'.repeat(2000) }, headers)).statusCode).toBe(200);
    const nulName = await post('/wps/chat/open', { name: 'a\u0000b' });
    expect(errorCodeOf(nulName)).toBe('INVALID_TEXT');

    const upload = (bytes: Buffer, type?: string) => {
      const body = multipart(bytes, type);
      return t.app.inject({
        method: 'POST',
        url: `/wps/chat/image?chatId=${visitor.chat.id}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const big = await upload(Buffer.concat([testPng(), Buffer.alloc(5 * 1024 * 1024)]));
    expect([big.statusCode, errorCodeOf(big)]).toEqual([413, 'IMAGE_TOO_LARGE']);
    const gif = await upload(Buffer.from('GIF89a fake image'), 'image/gif');
    expect([gif.statusCode, errorCodeOf(gif)]).toEqual([415, 'IMAGE_TYPE_NOT_ALLOWED']);
    const html = await upload(Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(errorCodeOf(html)).toBe('IMAGE_TYPE_NOT_ALLOWED');

    expect((await post('/wps/chat/close', { chatId: visitor.chat.id }, headers)).json().value.status).toBe('closed');
    const after = await post('/wps/chat/messages', { chatId: visitor.chat.id, text: 'hello?' }, headers);
    expect([after.statusCode, errorCodeOf(after)]).toEqual([409, 'CHAT_CLOSED']);
    const imageAfter = await upload(testPng());
    expect(errorCodeOf(imageAfter)).toBe('CHAT_CLOSED');
    const take = await post('/bo/chat/take', { chatId: visitor.chat.id }, bearer(agent));
    expect(errorCodeOf(take)).toBe('CHAT_CLOSED');
  });
});

describe('canned replies and live models', () => {
  it('lets staff keep canned replies per language, and launches a model chat through this service', async () => {
    const created = await post('/bo/chat/canned', { language: 'AR', title: 'تحية', body: 'مرحباً، كيف يمكنني مساعدتك؟' }, bearer(agent));
    expect(created.statusCode, created.body).toBe(200);
    const list = await get('/bo/chat/canned?language=AR', bearer(agent));
    expect(list.json().value.list).toEqual([expect.objectContaining({ title: 'تحية' })]);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/bo/chat/canned/${created.json().value.id}`,
      headers: bearer(agent),
      payload: { language: 'AR', title: 'ترحيب', body: 'أهلاً' },
    });
    expect(updated.json().value.title).toBe('ترحيب');
    expect((await t.app.inject({ method: 'DELETE', url: `/bo/chat/canned/${created.json().value.id}`, headers: bearer(agent) })).statusCode).toBe(200);

    const models = await get('/wps/relay/LIVE_modelList');
    const model = models.json().value.list[0];
    const launch = await post('/wps/relay/LIVE_launchChat', { modelId: model.id });
    expect(launch.json().value).toEqual({ chatUrl: `/chat?topic=model:${model.id}` });
    const chat = await openChat(t, { name: 'Fan', topic: `model:${model.id}` });
    expect((await get(`/wps/chat/messages?chatId=${chat.chat.id}`, chatHeaders(chat.token))).json().value.chat.topic).toBe(`model:${model.id}`);
  });
});
