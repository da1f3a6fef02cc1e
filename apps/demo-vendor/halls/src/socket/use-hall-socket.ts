import { useEffect, useRef, useState } from 'react';

export type HallSocketState = 'connecting' | 'open' | 'reconnecting' | 'ended';
/** A frame from the vendor: every game's frames carry a `type`. */
export type ServerFrame = { type: string } & Record<string, unknown>;

/** Close codes the vendor sends (apps/demo-vendor/src/halls/hub/hall-socket.ts). */
const sessionEnded = 4401;

/**
 * The game's socket: joins the session's hall with its first frame (no id in the URL), hands every
 * frame to `onFrame`, and reconnects with a growing pause, a fresh `welcome` then restoring the
 * whole state. A session the vendor no longer knows ends the game: the player reopens it from the
 * lobby.
 */
export const useHallSocket = (session: string, onFrame: (frame: ServerFrame) => void) => {
  const [state, setState] = useState<HallSocketState>('connecting');
  const socketRef = useRef<WebSocket | null>(null);
  const handler = useRef(onFrame);
  handler.current = onFrame;

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const socket = new WebSocket(`${window.location.origin.replace(/^http/, 'ws')}/halls/socket`);
      socketRef.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'join', session }));
      socket.onmessage = (event) => {
        const frame = JSON.parse(String(event.data)) as ServerFrame;
        if (frame.type === 'welcome') {
          attempt = 0;
          setState('open');
        }
        handler.current(frame);
      };
      socket.onclose = (event) => {
        socketRef.current = null;
        if (stopped) return;
        if (event.code === sessionEnded) {
          setState('ended');
          return;
        }
        setState('reconnecting');
        attempt += 1;
        timer = setTimeout(connect, Math.min(8_000, 300 * 2 ** Math.min(attempt, 5)));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [session]);

  /** Sends a frame when the socket is open; false when it is not (the caller shows why). */
  const send = (frame: object): boolean => {
    const socket = socketRef.current;
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  };
  return { state, send };
};
