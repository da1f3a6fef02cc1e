import { useSyncExternalStore } from 'react';

/**
 * Fun money for demo play: lives in this tab only (session storage), never on the server, so demo
 * play can never touch the ledger. Every player starts with the same amount and may refill it.
 */
const demoStartBalance = 100_000;
const key = 'bgsDemoBalance';
const listeners = new Set<() => void>();

const read = (): number => {
  try {
    const raw = sessionStorage.getItem(key);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isSafeInteger(value) && value >= 0 ? value : demoStartBalance;
  } catch {
    return memory;
  }
};

// Without storage (some private modes) the balance lives as long as the page.
let memory = demoStartBalance;

const write = (value: number) => {
  memory = value;
  try {
    sessionStorage.setItem(key, String(value));
  } catch {
    // memory keeps it
  }
  for (const listener of listeners) listener();
};

export const demoBalance = (): number => read();

/** Takes a stake; false when the fun balance is short (nothing is taken then). */
export const takeDemoStake = (amount: number): boolean => {
  const balance = read();
  if (amount > balance) return false;
  write(balance - amount);
  return true;
};

export const payDemoWin = (amount: number): void => {
  if (amount > 0) write(read() + amount);
};

export const refillDemoBalance = (): void => write(demoStartBalance);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDemoBalance = (): number => useSyncExternalStore(subscribe, read, () => demoStartBalance);
