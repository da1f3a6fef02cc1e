import type { Redis } from 'ioredis';

export type ClusterMessage = Record<string, unknown>;
export type ClusterHandler = (message: ClusterMessage) => void;

/**
 * Events between API instances: a cache to clear, a crash bet to show. `publish` reaches every other
 * instance; the caller has already acted on its own, so one process behaves exactly as before and
 * never waits for a round trip to see its own change. It resolves once Redis has handed the message
 * to every subscriber's connection (never rejects: a lost message is logged), so a staff change that
 * awaits it answers only after the other instances have it in hand.
 */
export type ClusterBus = {
  publish: (channel: string, message: ClusterMessage) => Promise<void>;
  /** Returns the function that stops listening. */
  subscribe: (channel: string, handler: ClusterHandler) => () => void;
};

/** One process: no other instance exists, so nothing is sent; subscriptions simply never fire. */
export const createLocalBus = (): ClusterBus => ({
  publish: async () => undefined,
  subscribe: () => () => undefined,
});

type Envelope = { from: string; message: ClusterMessage };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).from === 'string' && typeof (value as Envelope).message === 'object';

/**
 * Redis pub/sub: one subscriber connection per instance, channels under the deployment's prefix.
 * Delivery is at most once (a message sent while an instance reconnects is lost), so every user
 * pairs it with something that heals: caches also expire, a socket resyncs on its next state.
 */
export const createRedisBus = (options: {
  publisher: Redis;
  subscriber: Redis;
  prefix: string;
  instanceId: string;
  onError: (error: unknown) => void;
}): ClusterBus => {
  const { publisher, subscriber, prefix, instanceId, onError } = options;
  const handlers = new Map<string, Set<ClusterHandler>>();

  subscriber.on('message', (channel: string, raw: string) => {
    const listeners = handlers.get(channel);
    if (!listeners) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      onError(error);
      return;
    }
    if (!isEnvelope(parsed) || parsed.from === instanceId) return;
    for (const handler of listeners) {
      try {
        handler(parsed.message);
      } catch (error) {
        onError(error);
      }
    }
  });

  return {
    publish: async (channel, message) => {
      const envelope: Envelope = { from: instanceId, message };
      await publisher.publish(prefix + channel, JSON.stringify(envelope)).then(() => undefined, onError);
    },
    subscribe: (channel, handler) => {
      const key = prefix + channel;
      let listeners = handlers.get(key);
      if (!listeners) {
        listeners = new Set();
        handlers.set(key, listeners);
        subscriber.subscribe(key).catch(onError);
      }
      listeners.add(handler);
      return () => {
        const current = handlers.get(key);
        if (!current) return;
        current.delete(handler);
        if (current.size > 0) return;
        handlers.delete(key);
        subscriber.unsubscribe(key).catch(onError);
      };
    },
  };
};
