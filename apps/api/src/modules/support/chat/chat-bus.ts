import { listenForNotifications, type DB, type DbTarget } from '@gp/db';
import { sql, type Kysely } from 'kysely';

/**
 * What one instance tells every instance: ids only (a NOTIFY payload stays far under its 8000-byte
 * limit); each instance reads the rows and delivers to the sockets it holds. `resync`: this
 * instance may have missed events (its listen connection was down), so its sockets catch up.
 */
export type ChatEvent =
  | { kind: 'message'; chatId: string; messageId: string }
  | { kind: 'chat'; chatId: string }
  | { kind: 'typing'; chatId: string; who: 'player' | 'staff' }
  | { kind: 'queue' }
  | { kind: 'resync' };

export type ChatBus = {
  publish: (event: ChatEvent) => Promise<void>;
  subscribe: (handler: (event: ChatEvent) => void) => () => void;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export const chatChannel = 'live_chat';

const parse = (payload: string): ChatEvent | null => {
  try {
    const event = JSON.parse(payload) as ChatEvent;
    return typeof event === 'object' && event !== null && typeof event.kind === 'string' ? event : null;
  } catch {
    return null;
  }
};

const handlers = () => {
  const set = new Set<(event: ChatEvent) => void>();
  return {
    subscribe: (handler: (event: ChatEvent) => void) => {
      set.add(handler);
      return () => void set.delete(handler);
    },
    emit: (event: ChatEvent) => {
      for (const handler of set) handler(event);
    },
  };
};

/** One process over embedded PGlite: nobody else can hold a socket, so events go straight to this one. */
export const createLocalChatBus = (): ChatBus => {
  const { subscribe, emit } = handlers();
  return {
    publish: async (event) => {
      // Delivered after the caller's answer is on its way, as a NOTIFY would be.
      queueMicrotask(() => emit(event));
    },
    subscribe,
    start: async () => undefined,
    close: async () => undefined,
  };
};

/**
 * Several instances over one PostgreSQL: NOTIFY through the pool, LISTEN on a connection of this
 * instance's own, which reopens after a database restart and then asks every socket to catch up.
 */
export const createPostgresChatBus = (db: Kysely<DB>, url: string, log: { warn: (o: object, m: string) => void }): ChatBus => {
  const { subscribe, emit } = handlers();
  let listener: ReturnType<typeof listenForNotifications> | null = null;
  return {
    publish: async (event) => {
      await sql`select pg_notify(${chatChannel}, ${JSON.stringify(event)})`.execute(db);
    },
    subscribe,
    start: async () => {
      listener = listenForNotifications({
        url,
        channel: chatChannel,
        onPayload: (payload) => {
          const event = parse(payload);
          if (event) emit(event);
        },
        onReconnect: () => emit({ kind: 'resync' }),
        onError: (error) => log.warn({ err: error }, 'live chat listen connection lost; reconnecting'),
      });
      await listener.ready;
    },
    close: async () => {
      await listener?.close();
    },
  };
};

export const createChatBus = (db: Kysely<DB>, target: DbTarget, log: { warn: (o: object, m: string) => void }): ChatBus =>
  target.kind === 'postgres' ? createPostgresChatBus(db, target.url, log) : createLocalChatBus();

/**
 * The services are wired before the features build their buses: the chat service publishes through
 * this slot, which the chat feature fills with its instance's bus when the app is built.
 */
export const createChatBusSlot = () => {
  let bus: ChatBus | null = null;
  return {
    attach: (next: ChatBus) => {
      bus = next;
    },
    publish: async (event: ChatEvent) => {
      await bus?.publish(event);
    },
  };
};

export type ChatBusSlot = ReturnType<typeof createChatBusSlot>;
