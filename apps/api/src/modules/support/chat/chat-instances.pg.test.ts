import type { AddressInfo } from 'node:net';
import { createDb, type Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app';
import { testConfig } from '../../../config/config';
import { totpCode } from '../../../lib/totp';
import { systemActor } from '../../platform/audit';
import { testPassword, bearer } from '../../../testing/test-app';
import { chatHeaders, connectChatSocket, goOnDuty, openChat } from './chat.test-support';

// Two API instances (two Fastify apps, each with its own pool and its own LISTEN connection) over
// one PostgreSQL database: what one writes reaches a socket the other holds.
let shared: Database;
const instances: { app: App; database: Database; base: string }[] = [];

const startInstance = async () => {
  if (shared.target.kind !== 'postgres') throw new Error('PostgreSQL only');
  const database = await createDb({ kind: 'postgres', url: shared.target.url, poolSize: 5 });
  const app = await buildApp(testConfig({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' }), database);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const instance = { app, database, base: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` };
  instances.push(instance);
  return instance;
};

beforeAll(async () => {
  shared = await createTestDb();
});
afterAll(async () => {
  for (const instance of instances) {
    await instance.app.app.close();
    await instance.database.close();
  }
  await shared.close();
});

const staffToken = async (app: App, username: string) => {
  await app.services.staffAdmin.create({ username, password: testPassword, roles: ['support'] }, systemActor('test'));
  const login = await app.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username, password: testPassword } });
  const step = login.json().value as { challenge: string; secret: string };
  const session = await app.app.inject({ method: 'POST', url: '/bo/auth/totp', payload: { challenge: step.challenge, code: totpCode(step.secret) } });
  return (session.json().value as { token: string }).token;
};

describe('live chat across two API instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('delivers a message sent through one instance to the sockets held by the other, both ways, and after the listen connection is cut', async () => {
    const one = await startInstance();
    const two = await startInstance();
    await one.app.services.settings.ensureDefaults();
    const agent = await staffToken(one.app, 'chatagent1');
    await goOnDuty(one.app, agent);

    // The visitor opens the chat through instance one and holds a socket on instance two.
    const chat = await openChat(one.app, { name: 'Visitor across' });
    const player = await connectChatSocket(two.base, { chatToken: chat.token });
    // The agent's console socket is on instance one; the agent answers through instance two.
    const console = await connectChatSocket(one.base, { staffToken: agent });

    const take = await two.app.app.inject({ method: 'POST', url: '/bo/chat/take', headers: bearer(agent), payload: { chatId: chat.chat.id } });
    expect(take.statusCode, take.body).toBe(200);
    expect(await player.next((f) => f.type === 'chat')).toMatchObject({ chat: { id: chat.chat.id, status: 'active' } });

    const said = await one.app.app.inject({
      method: 'POST',
      url: '/wps/chat/messages',
      headers: chatHeaders(chat.token),
      payload: { chatId: chat.chat.id, text: 'sent to one' },
    });
    expect(said.statusCode, said.body).toBe(200);
    // Held by instance two: the message went through the database's NOTIFY.
    expect(await player.next((f) => f.type === 'message')).toMatchObject({ message: { text: 'sent to one', sender: 'visitor' } });
    expect(await console.next((f) => f.type === 'message')).toMatchObject({ message: { text: 'sent to one' } });

    const answer = await two.app.app.inject({
      method: 'POST',
      url: '/bo/chat/messages',
      headers: bearer(agent),
      payload: { chatId: chat.chat.id, text: 'answered via two' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await player.next((f) => f.type === 'message' && f.message.sender === 'staff')).toMatchObject({ message: { text: 'answered via two' } });
    expect(await console.next((f) => f.type === 'message')).toMatchObject({ message: { text: 'answered via two' } });

    player.send({ type: 'typing', chatId: chat.chat.id });
    expect(await console.next((f) => f.type === 'typing')).toMatchObject({ who: 'player' });

    // The database drops instance two's listen connection (as a restart would): it reconnects,
    // tells its sockets to catch up, and hears the next message.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`.execute(
      shared.db,
    );
    expect(await player.next((f) => f.type === 'chat', 15_000)).toMatchObject({ chat: { id: chat.chat.id } });
    const later = await one.app.app.inject({
      method: 'POST',
      url: '/bo/chat/messages',
      headers: bearer(agent),
      payload: { chatId: chat.chat.id, text: 'after the cut' },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(await player.next((f) => f.type === 'message', 15_000)).toMatchObject({ message: { text: 'after the cut' } });
    player.close();
    console.close();
  });
});
