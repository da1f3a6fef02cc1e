import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { crashServerMessage, type CrashState } from '@gp/contracts';
import { crashSocketUrl, crashStateQuery } from '../../../api/bgs-api';

export type CrashFeed = { state: CrashState | null; connected: boolean; /** server clock minus ours, ms */ skew: number };

/**
 * The shared crash round, pushed over the WebSocket: a full state on each change and ticks while it
 * runs. The first state comes over HTTP so the screen shows something before the socket opens; a
 * dropped socket reconnects with a growing pause (1 s, 2 s ... 10 s).
 */
export const useCrashSocket = (enabled: boolean): CrashFeed => {
  const initial = useQuery({ ...crashStateQuery(), enabled });
  const [feed, setFeed] = useState<CrashFeed>({ state: null, connected: false, skew: 0 });

  useEffect(() => {
    if (initial.data) setFeed((f) => (f.state ? f : { ...f, state: initial.data, skew: initial.data.serverTime - Date.now() }));
  }, [initial.data]);

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let retry = 0;
    let timer: number | undefined;
    let closed = false;

    const connect = () => {
      socket = new WebSocket(crashSocketUrl());
      socket.onopen = () => {
        retry = 0;
        setFeed((f) => ({ ...f, connected: true }));
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        let parsed;
        try {
          parsed = crashServerMessage.safeParse(JSON.parse(event.data));
        } catch {
          return;
        }
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'state') {
          setFeed((f) => ({ ...f, state: message.state, skew: message.state.serverTime - Date.now() }));
          return;
        }
        setFeed((f) =>
          f.state && f.state.roundId === message.roundId
            ? { ...f, skew: message.serverTime - Date.now(), state: { ...f.state, multiplierHundredths: message.multiplierHundredths } }
            : f,
        );
      };
      socket.onclose = () => {
        setFeed((f) => ({ ...f, connected: false }));
        if (closed) return;
        retry += 1;
        timer = window.setTimeout(connect, Math.min(10_000, 1000 * retry));
      };
    };
    connect();
    return () => {
      closed = true;
      window.clearTimeout(timer);
      socket?.close();
    };
  }, [enabled]);

  return feed;
};
