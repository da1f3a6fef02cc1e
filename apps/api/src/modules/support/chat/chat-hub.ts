import type { LiveChatServerFrame } from '@gp/contracts';
import type { StaffPrincipal } from '../../identity/staff';
import type { ChatBus, ChatEvent } from './chat-bus';
import type { LiveChatService } from './chat.service';

/** The part of a WebSocket the hub uses (the `ws` socket, or a test double). */
export type FrameSocket = { readyState: number; OPEN: number; send: (data: string) => void };

type Log = { warn: (o: object, m: string) => void };

/**
 * The sockets this instance holds, and delivery of the bus's events to them. Every instance hears
 * every event; each reads the rows it needs once and sends only to its own sockets.
 */
export const createChatHub = (bus: ChatBus, chat: LiveChatService, log: Log) => {
  const players = new Map<string, Set<FrameSocket>>();
  const staff = new Map<FrameSocket, StaffPrincipal>();

  const send = (socket: FrameSocket, frame: LiveChatServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const staffHolding = (staffId: number | null) => [...staff].filter(([, s]) => s.id === staffId).map(([socket]) => socket);

  const deliver = async (event: ChatEvent) => {
    if (event.kind === 'queue') {
      for (const socket of staff.keys()) send(socket, { type: 'queue' });
      return;
    }
    if (event.kind === 'resync') {
      for (const socket of staff.keys()) send(socket, { type: 'queue' });
      // A player's client reloads its chat on a `chat` frame; one per chat this instance holds.
      for (const chatId of players.keys()) await deliver({ kind: 'chat', chatId });
      return;
    }
    const chatId = BigInt(event.chatId);
    const playerSockets = players.get(event.chatId) ?? new Set<FrameSocket>();
    if (playerSockets.size === 0 && staff.size === 0) return;
    const row = await chat.loadForDelivery.chat(chatId);
    if (!row) return;
    const holders = staffHolding(row.staff_id);
    if (event.kind === 'typing') {
      const targets = event.who === 'player' ? holders : [...playerSockets];
      for (const socket of targets) send(socket, { type: 'typing', chatId: Number(chatId), who: event.who });
      return;
    }
    if (event.kind === 'message') {
      if (playerSockets.size === 0 && holders.length === 0) return;
      const message = await chat.loadForDelivery.message(BigInt(event.messageId));
      if (!message) return;
      for (const socket of [...playerSockets, ...holders]) send(socket, { type: 'message', message });
      return;
    }
    const view = await chat.loadForDelivery.view(row);
    for (const socket of [...playerSockets, ...holders]) send(socket, { type: 'chat', chat: view });
  };

  let unsubscribe: (() => void) | null = null;
  return {
    start: async () => {
      unsubscribe = bus.subscribe((event) => {
        deliver(event).catch((error: unknown) => log.warn({ err: error }, 'live chat delivery failed'));
      });
      await bus.start();
    },
    stop: async () => {
      unsubscribe?.();
      await bus.close();
    },
    addPlayer: (chatId: bigint, socket: FrameSocket) => {
      const key = chatId.toString();
      const set = players.get(key) ?? new Set<FrameSocket>();
      set.add(socket);
      players.set(key, set);
      return () => {
        set.delete(socket);
        if (set.size === 0) players.delete(key);
      };
    },
    addStaff: (principal: StaffPrincipal, socket: FrameSocket) => {
      staff.set(socket, principal);
      return () => void staff.delete(socket);
    },
    /** Sockets held here, for tests and health. */
    counts: () => ({ players: [...players.values()].reduce((n, s) => n + s.size, 0), staff: staff.size }),
  };
};

export type ChatHub = ReturnType<typeof createChatHub>;
