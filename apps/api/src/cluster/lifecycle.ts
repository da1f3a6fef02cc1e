/**
 * Whether this instance is on its way out. Once draining, /readyz answers 503 so the load balancer
 * sends no new work, and every answer asks its client to open a new connection (elsewhere), while
 * requests that still arrive are served in full.
 */
export const createLifecycle = () => {
  let draining = false;
  return {
    isDraining: () => draining,
    drain: () => {
      draining = true;
    },
  };
};

export type Lifecycle = ReturnType<typeof createLifecycle>;
