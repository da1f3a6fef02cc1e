import WebSocket from 'ws';

/** A WebSocket client that keeps every JSON frame, waits for one that matches, and hears the close code. */
export type FrameSocket<T> = {
  frames: T[];
  /** The first frame (kept or still to come) that matches; rejects after `timeoutMs`. */
  next: (match: (frame: T) => boolean, timeoutMs?: number) => Promise<T>;
  /** The close code the server sent (1006 when the connection simply dropped). */
  closed: Promise<number>;
  close: () => void;
};

export const connectFrames = async <T>(url: string, parse: (raw: unknown) => T): Promise<FrameSocket<T>> => {
  const socket = new WebSocket(url);
  const frames: T[] = [];
  const waiters = new Set<{ match: (frame: T) => boolean; found: (frame: T) => void }>();
  socket.on('message', (data) => {
    const frame = parse(JSON.parse(String(data)));
    frames.push(frame);
    for (const waiter of waiters) if (waiter.match(frame)) waiter.found(frame);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (match: (frame: T) => boolean, timeoutMs = 15_000) =>
    new Promise<T>((resolve, reject) => {
      const kept = frames.find(match);
      if (kept !== undefined) return resolve(kept);
      const waiter = {
        match,
        found: (frame: T) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no matching frame from ${url} in ${timeoutMs} ms; last frames: ${JSON.stringify(frames.slice(-3))}`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  return { frames, next, closed, close: () => socket.close() };
};
