import type { LiveChatServerFrame } from '@gp/contracts';
import WebSocket from 'ws';
import { solvedAltcha } from '../../../testing/member-client';
import { bearer, type TestApp } from '../../../testing/test-app';

/** Test helpers of live chat: a socket client that collects frames, and the staff console's calls. */

export type ChatSocket = {
  socket: WebSocket;
  frames: LiveChatServerFrame[];
  next: (match: (f: LiveChatServerFrame) => boolean, timeoutMs?: number) => Promise<LiveChatServerFrame>;
  send: (frame: unknown) => void;
  closed: Promise<number>;
  close: () => void;
};

export const connectChatSocket = async (baseUrl: string, auth?: Record<string, string>): Promise<ChatSocket> => {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/wps/chat/socket`);
  const frames: LiveChatServerFrame[] = [];
  const waiters: { match: (f: LiveChatServerFrame) => boolean; resolve: (f: LiveChatServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as LiveChatServerFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (match: (f: LiveChatServerFrame) => boolean, timeoutMs = 10_000) =>
    new Promise<LiveChatServerFrame>((resolve, reject) => {
      const index = frames.findIndex(match);
      if (index >= 0) return resolve(frames.splice(index, 1)[0]!);
      const timer = setTimeout(() => reject(new Error(`no such chat frame in time; got ${JSON.stringify(frames)}`)), timeoutMs);
      waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          frames.splice(frames.indexOf(f), 1);
          resolve(f);
        },
      });
    });
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
  const client = { socket, frames, next, send, closed, close: () => socket.close() };
  if (auth) {
    send({ type: 'auth', ...auth });
    await next((f) => f.type === 'ready');
  }
  return client;
};

export const goOnDuty = async (t: Pick<TestApp, 'app'>, staffToken: string, capacity = 3) => {
  const res = await t.app.inject({ method: 'PUT', url: '/bo/chat/duty', headers: bearer(staffToken), payload: { onDuty: true, capacity } });
  if (res.statusCode !== 200) throw new Error(`duty: ${res.body}`);
};

export const openChat = async (t: Pick<TestApp, 'app'>, options: { memberToken?: string; name?: string; topic?: string } = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/chat/open',
    headers: options.memberToken ? bearer(options.memberToken) : {},
    payload: {
      name: options.name ?? 'Visitor',
      contact: 'v@example.com',
      ...(options.topic ? { topic: options.topic } : {}),
      ...(options.memberToken ? {} : { altcha: await solvedAltcha(t) }),
    },
  });
  if (res.statusCode !== 200) throw new Error(`open: ${res.body}`);
  return res.json().value as { chat: { id: number; status: string; queuePosition: number }; token: string };
};

export const chatHeaders = (token: string) => ({ 'x-chat-token': token });
