import { useSyncExternalStore } from 'react';

export type Toast = { id: number; text: string; testId?: string };

/** Short notices after sign-in (welcome, previous login); shown by SessionToasts, gone after a while. */
let toasts: readonly Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

const toastLifetimeMs = 6000;

export const showToast = (text: string, testId?: string): void => {
  const toast: Toast = { id: next++, text, ...(testId ? { testId } : {}) };
  toasts = [...toasts, toast];
  emit();
  window.setTimeout(() => dismissToast(toast.id), toastLifetimeMs);
};

export const dismissToast = (id: number): void => {
  const rest = toasts.filter((t) => t.id !== id);
  if (rest.length === toasts.length) return;
  toasts = rest;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = (): readonly Toast[] =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
