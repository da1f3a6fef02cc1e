import { useEffect, useRef, useState } from 'react';

export type SocketState = 'connecting' | 'open' | 'reconnecting';

/**
 * The live chat socket, for the player's chat and the staff console alike: authenticates with its
 * first frame (no token in the URL), hands every frame to `onFrame`, and reconnects with a growing
 * pause; `onReconnect` lets the caller catch up on what passed meanwhile. `sendTyping` is throttled
 * to one frame in two seconds. `Frame` is the server's frame type (the contracts' live chat frames).
 */
export const useChatSocket = <Frame extends { type: string }>(
  auth: Record<string, string> | null,
  onFrame: (frame: Frame) => void,
  onReconnect: () => void,
) => {
  const [state, setState] = useState<SocketState>('connecting');
  const socketRef = useRef<WebSocket | null>(null);
  const handlers = useRef({ onFrame, onReconnect });
  handlers.current = { onFrame, onReconnect };
  const lastTyping = useRef(0);
  const authKey = auth ? JSON.stringify(auth) : null;

  useEffect(() => {
    if (!authKey) return undefined;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const url = `${window.location.origin.replace(/^http/, 'ws')}/wps/chat/socket`;
      const socket = new WebSocket(url);
      socketRef.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', ...(JSON.parse(authKey) as Record<string, string>) }));
      socket.onmessage = (event) => {
        const frame = JSON.parse(String(event.data)) as Frame;
        if (frame.type === 'ready') {
          if (attempt > 0) handlers.current.onReconnect();
          attempt = 0;
          setState('open');
        }
        handlers.current.onFrame(frame);
      };
      socket.onclose = (event) => {
        socketRef.current = null;
        // Refused credentials do not get better by retrying.
        if (stopped || event.code === 4401 || event.code === 4403) return;
        setState('reconnecting');
        attempt += 1;
        timer = setTimeout(connect, Math.min(10_000, 500 * 2 ** Math.min(attempt, 5)));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [authKey]);

  const sendTyping = (chatId: number) => {
    const now = Date.now();
    if (now - lastTyping.current < 2000) return;
    lastTyping.current = now;
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'typing', chatId }));
  };
  return { state, sendTyping };
};
