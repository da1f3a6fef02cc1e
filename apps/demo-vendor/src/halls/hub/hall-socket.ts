import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { VendorSession } from '../../sessions';
import type { Hall, HallMember, HallSeat } from './hall';
import { tokenBucket } from './token-bucket';

export const hallSocketPath = '/halls/socket';

/** A socket that has not said whose session it is within this time is closed. */
const joinTimeoutMs = 10_000;
/** Pings keep idle sockets alive through proxies and find the dead ones (no pong by the next ping). */
const heartbeatMs = 30_000;
/** A client that does not read (a frozen tab on a bad link) is dropped before its queue grows without end. */
const maxBufferedBytes = 4 * 1024 * 1024;

const joinFrame = z.object({ type: z.literal('join'), session: z.string().min(16).max(64) });
const pingFrame = z.object({ type: z.literal('ping') });

/** Close codes a client reads: 4401 no session (reopen the game), 4408 slow, 4429 too many frames, 4503 the vendor restarts (reconnect). */
export const hallCloseCodes = { session: 4401, slow: 4408, flood: 4429, restart: 4503 } as const;

export type HallSocketDeps = {
  sessions: { get: (id: string) => VendorSession | null };
  /** The hall a session's game is played in; null when its game is not a shared one. */
  hallOf: (session: VendorSession) => Hall | null;
};

/**
 * The vendor's one WebSocket endpoint for every shared game. The first frame names the session (so
 * no id rides in a URL that proxies log), the hub hands the member to its game's hall, and from then
 * on frames go to the hall, which checks each one against its own schemas.
 */
export const registerHallSocket = (app: FastifyInstance, deps: HallSocketDeps): { members: () => number } => {
  const open = new Set<WebSocket>();

  const heartbeat = setInterval(() => {
    for (const socket of open) {
      const alive = (socket as WebSocket & { hallAlive?: boolean }).hallAlive;
      if (alive === false) {
        socket.terminate();
        continue;
      }
      (socket as WebSocket & { hallAlive?: boolean }).hallAlive = false;
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const socket of open) socket.close(hallCloseCodes.restart, 'restart');
  });

  app.get(hallSocketPath, { websocket: true }, (socket: WebSocket) => {
    open.add(socket);
    (socket as WebSocket & { hallAlive?: boolean }).hallAlive = true;
    socket.on('pong', () => {
      (socket as WebSocket & { hallAlive?: boolean }).hallAlive = true;
    });
    const bucket = tokenBucket(20, 40);
    let seat: HallSeat | null = null;
    const sendText = (text: string) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > maxBufferedBytes) {
        socket.close(hallCloseCodes.slow, 'slow');
        return;
      }
      socket.send(text);
    };
    const send = (frame: object) => sendText(JSON.stringify(frame));
    const timer = setTimeout(() => socket.close(hallCloseCodes.session, 'join'), joinTimeoutMs);

    socket.on('close', () => {
      clearTimeout(timer);
      open.delete(socket);
      seat?.leave();
      seat = null;
    });
    socket.on('message', (data, isBinary) => {
      if (!bucket.take()) {
        socket.close(hallCloseCodes.flood, 'flood');
        return;
      }
      let parsed: unknown = null;
      if (!isBinary) {
        try {
          parsed = JSON.parse(String(data));
        } catch {
          parsed = null;
        }
      }
      if (pingFrame.safeParse(parsed).success) return send({ type: 'pong', now: Date.now() });
      if (seat) return seat.receive(parsed);
      const join = joinFrame.safeParse(parsed);
      if (!join.success) return send({ type: 'error', code: 'VALIDATION_ERROR' });
      const session = deps.sessions.get(join.data.session);
      const hall = session ? deps.hallOf(session) : null;
      if (!session || !hall) {
        send({ type: 'error', code: 'SESSION' });
        socket.close(hallCloseCodes.session, 'session');
        return;
      }
      clearTimeout(timer);
      const member: HallMember = {
        id: randomBytes(9).toString('base64url'),
        session,
        send,
        sendText,
        close: (code, reason) => socket.close(code, reason),
      };
      seat = hall.enter(member);
    });
  });

  return { members: () => open.size };
};
