import { useSyncExternalStore } from 'react';
import type { BetView, BgsGame } from '@gp/contracts';

/** The demo bets of this page, newest first, per game: the "my bets" list of fun play. */
const bets: BetView[] = [];
let version = 0;
const listeners = new Set<() => void>();
const cache = new Map<string, { version: number; list: BetView[] }>();

export const recordDemoBet = (bet: BetView): void => {
  const index = bets.findIndex((b) => b.betId === bet.betId);
  if (index >= 0) bets.splice(index, 1);
  bets.unshift(bet);
  bets.length = Math.min(bets.length, 50);
  version += 1;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const listFor = (game: BgsGame): BetView[] => {
  const hit = cache.get(game);
  if (hit?.version === version) return hit.list;
  const list = bets.filter((b) => b.game === game).slice(0, 10);
  cache.set(game, { version, list });
  return list;
};

export const useDemoBets = (game: BgsGame): BetView[] =>
  useSyncExternalStore(
    subscribe,
    () => listFor(game),
    () => listFor(game),
  );

let counter = 0;
export const nextDemoBetId = (): string => {
  counter += 1;
  return `demo-${Date.now()}-${counter}`;
};
