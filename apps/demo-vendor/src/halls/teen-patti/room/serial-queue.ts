/**
 * Runs tasks one after another, each after the previous one has finished (awaited). A room puts
 * every change of its hand through one: an action's wallet debit and its apply, the turn timer and
 * a disconnect, so none of them can land between a debit and the apply it paid for. A task that
 * throws is reported and the queue goes on.
 */
export const serialQueue = (onError: (error: unknown) => void) => {
  let tail: Promise<void> = Promise.resolve();
  return {
    push: (task: () => void | Promise<void>): Promise<void> => {
      const run = tail.then(task).catch(onError);
      tail = run;
      return run;
    },
    /** Resolves when every task pushed so far has finished. */
    idle: (): Promise<void> => tail,
  };
};
