import { useSyncExternalStore } from 'react';
import { webCryptoSha256Hex, type ActiveSeedPair, type RevealedSeedPair, type SeedsView } from '@gp/contracts';
import { randomHex } from '../fair/random-hex';

/**
 * The demo's own seed pair, kept in this page: the same scheme as the server's (a 64-hex server seed,
 * its SHA-256 shown, a client seed, a nonce rising per bet, rotation reveals), so fun play teaches
 * and proves exactly what real play does, with no server call.
 */
type DemoSeeds = { active: ActiveSeedPair & { serverSeed: string }; previous: RevealedSeedPair[] };

let state: DemoSeeds | null = null;
let snapshot: SeedsView | null = null;
const listeners = new Set<() => void>();

const newPair = async (clientSeed: string): Promise<DemoSeeds['active']> => {
  const serverSeed = randomHex(32);
  return {
    seedId: `demo-${randomHex(4)}`,
    serverSeed,
    serverSeedHash: await webCryptoSha256Hex(serverSeed),
    clientSeed,
    nonce: 0,
    createdAt: new Date().toISOString(),
  };
};

const publish = (next: DemoSeeds) => {
  state = next;
  // The public view never carries the active server seed, like the server's.
  const { serverSeed: _hidden, ...active } = next.active;
  snapshot = { active, previous: next.previous };
  for (const listener of listeners) listener();
};

let starting: Promise<DemoSeeds> | null = null;
const ensure = (): Promise<DemoSeeds> => {
  if (state) return Promise.resolve(state);
  starting ??= newPair(randomHex(8)).then((active) => {
    if (!state) publish({ active, previous: [] });
    return state!;
  });
  return starting;
};

/** Takes the next nonce of the active pair for a bet (the inputs of its outcome). */
export const takeDemoNonce = async (): Promise<{ serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }> => {
  const current = await ensure();
  const { serverSeed, serverSeedHash, clientSeed, nonce } = current.active;
  publish({ ...current, active: { ...current.active, nonce: nonce + 1 } });
  return { serverSeed, serverSeedHash, clientSeed, nonce };
};

export const setDemoClientSeed = async (clientSeed: string): Promise<void> => {
  const current = await ensure();
  publish({ ...current, active: { ...current.active, clientSeed } });
};

/** Reveals the active server seed and starts a new pair (nonce 0). */
export const rotateDemoSeed = async (): Promise<RevealedSeedPair> => {
  const current = await ensure();
  const revealed: RevealedSeedPair = { ...current.active, revealedAt: new Date().toISOString() };
  publish({ active: await newPair(randomHex(8)), previous: [revealed, ...current.previous].slice(0, 20) });
  return revealed;
};

/** A demo bet's server seed once its pair was rotated, else null (it is still secret). */
export const revealedDemoSeed = (serverSeedHash: string): string | null =>
  state?.previous.find((pair) => pair.serverSeedHash === serverSeedHash)?.serverSeed ?? null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void ensure();
  return () => listeners.delete(listener);
};

export const useDemoSeeds = (): SeedsView | null =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
