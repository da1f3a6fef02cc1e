import { liveChatClientFrame, liveChatPaths, type LiveChatServerFrame } from '@gp/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { isAppError } from '../../../lib/app-error';
import { publicAccess } from '../../../lib/route-access';
import type { StaffAuthService, StaffPrincipal } from '../../identity/staff';
import type { ChatHub } from './chat-hub';
import { mayChat, type LiveChatService } from './chat.service';

/** A socket that has not said who it is within this time is closed. */
const authTimeoutMs = 10_000;

/**
 * The chat socket. The first frame authenticates, so no token rides in a URL that logs keep:
 * `{type:'auth', chatToken}` for the player side, `{type:'auth', staffToken}` for the console (a
 * staff session of a role with the chat permission). Then typing frames go out, events come in.
 */
export const liveChatSocketRoute: FastifyPluginAsync<{ chat: LiveChatService; hub: ChatHub; staffAuth: StaffAuthService }> = async (
  app,
  { chat, hub, staffAuth },
) => {
  app.get(
    liveChatPaths.socket,
    {
      config: { access: publicAccess },
      websocket: true,
      schema: { tags: ['live chat'], summary: 'WebSocket: live chat events (liveChatServerFrame)', hide: true },
    },
    (socket: WebSocket) => {
      const send = (frame: LiveChatServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      let detach: (() => void) | null = null;
      let who: { kind: 'player'; chatId: bigint } | { kind: 'staff'; staff: StaffPrincipal } | null = null;
      let authenticating = false;
      const timer = setTimeout(() => socket.close(4401, 'auth'), authTimeoutMs);
      const refuse = (code: string, close: number) => {
        send({ type: 'error', code });
        socket.close(close, code);
      };

      socket.on('close', () => {
        clearTimeout(timer);
        detach?.();
      });
      socket.on('message', (data, isBinary) => {
        void (async () => {
          let parsed: unknown;
          try {
            parsed = isBinary ? null : JSON.parse(String(data));
          } catch {
            parsed = null;
          }
          const frame = liveChatClientFrame.safeParse(parsed);
          if (!frame.success) return send({ type: 'error', code: 'VALIDATION_ERROR' });
          const value = frame.data;
          if (value.type === 'ping') return send({ type: 'pong' });
          if (value.type === 'auth') {
            if (who || authenticating) return send({ type: 'error', code: 'INVALID_STATE' });
            authenticating = true;
            if ('chatToken' in value) {
              const row = await chat.chatOfToken(value.chatToken);
              if (!row) return refuse('UNAUTHORIZED', 4401);
              who = { kind: 'player', chatId: row.id };
              detach = hub.addPlayer(row.id, socket);
            } else {
              const staff = await staffAuth.authenticate(value.staffToken).catch(() => null);
              if (!staff) return refuse('UNAUTHORIZED', 4401);
              if (!mayChat(staff) || staff.passwordChangeRequired) return refuse('FORBIDDEN', 4403);
              who = { kind: 'staff', staff };
              detach = hub.addStaff(staff, socket);
            }
            clearTimeout(timer);
            return send({ type: 'ready' });
          }
          if (!who) return refuse('UNAUTHORIZED', 4401);
          if (who.kind === 'player') {
            if (BigInt(value.chatId) !== who.chatId) return send({ type: 'error', code: 'NOT_FOUND' });
            const row = await chat.loadForDelivery.chat(who.chatId);
            if (row) await chat.typingOfPlayer(row);
            return undefined;
          }
          await chat.typingOfStaff(who.staff, BigInt(value.chatId));
          return undefined;
        })().catch((error: unknown) => {
          if (isAppError(error)) send({ type: 'error', code: error.code });
          else app.log.warn({ err: error }, 'live chat socket frame failed');
        });
      });
    },
  );
};
