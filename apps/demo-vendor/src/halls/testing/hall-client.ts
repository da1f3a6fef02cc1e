import WebSocket from 'ws';

export type Frame = { type: string } & Record<string, unknown>;

/**
 * A player's socket for tests and benchmarks: joins a session's hall and keeps every frame, so a
 * test can wait for the one it needs. Frames are JSON, as the halls app sends and reads them.
 */
export const connectHall = async (vendorUrl: string, session: string) => {
  const socket = new WebSocket(`${vendorUrl.replace(/^http/, 'ws')}/halls/socket`);
  const frames: Frame[] = [];
  const waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  let closed: { code: number; reason: string } | null = null;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (!w.test(frame)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  socket.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'join', session }));

  /** The first frame (already received or still to come) that passes `test`, after index `from`. */
  const next = (test: (f: Frame) => boolean, timeoutMs = 10_000, from = 0): Promise<Frame> => {
    const seen = frames.slice(from).find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no frame in ${timeoutMs} ms; last: ${JSON.stringify(frames.at(-1))}`)), timeoutMs);
      waiters.push({
        test,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  };
  return {
    frames,
    send: (frame: object) => socket.send(JSON.stringify(frame)),
    next,
    /** Waits for a frame that arrives from now on (not one already kept). */
    upcoming: (test: (f: Frame) => boolean, timeoutMs = 10_000) => next(test, timeoutMs, frames.length),
    closed: () => closed,
    close: () => socket.close(),
  };
};

export type HallClient = Awaited<ReturnType<typeof connectHall>>;

/** Opens a fun-money session of a game at the vendor and returns its id. */
export const demoSession = async (vendorUrl: string, vendorCode: string, gameCode: string, language = 'en'): Promise<string> => {
  const response = await fetch(`${vendorUrl}/play?vendor=${vendorCode}&game=${gameCode}&mode=demo&lang=${language}`, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const sid = /\/game\/([^?]+)/.exec(location)?.[1];
  if (!sid) throw new Error(`no session: ${response.status} ${location}`);
  return sid;
};
