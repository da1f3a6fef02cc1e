/**
 * A 401 on an authenticated call means the session is gone (expired, revoked, signed out elsewhere).
 * The API layer reports it here; the app decides what to do (drop caches, go to sign-in).
 */
type Listener = () => void;

let listener: Listener | null = null;

export const onSessionLost = (next: Listener): (() => void) => {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
};

export const reportSessionLost = (): void => {
  listener?.();
};
