import pg from 'pg';

export type NotificationListener = {
  /** Resolves once the first LISTEN is in place (or failed: the listener keeps retrying). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

export type NotificationListenerOptions = {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  /** After a lost connection is back: notifications sent meanwhile were missed, the caller catches up. */
  onReconnect?: () => void;
  onError?: (error: Error) => void;
  /** Longest wait between reconnect attempts, ms (default 10 s). */
  maxBackoffMs?: number;
};

/**
 * LISTEN on one channel over a connection of its own (a pooled one is handed back between queries
 * and would stop hearing). When the connection breaks (a database restart, the network) it is opened
 * again with a growing pause, and `onReconnect` says some notifications may have been missed.
 */
export const listenForNotifications = (options: NotificationListenerOptions): NotificationListener => {
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(options.channel)) throw new Error(`bad channel name ${options.channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let connectedOnce = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const schedule = () => {
    if (closed || timer) return;
    const wait = Math.min(maxBackoff, 250 * 2 ** Math.min(attempt, 6));
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    timer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.url });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      options.onError?.(error);
      if (client === next) client = null;
      next.end().catch(() => undefined);
      schedule();
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('listen connection ended')));
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload !== undefined) options.onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
    } catch (error) {
      fail(error as Error);
      markReady();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    if (connectedOnce) options.onReconnect?.();
    connectedOnce = true;
    markReady();
  };

  void connect();
  return {
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        current.removeAllListeners('error');
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
};
