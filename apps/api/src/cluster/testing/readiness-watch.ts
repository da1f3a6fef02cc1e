/** One look at an instance's /readyz: the status (or `down`: no answer) and, on a 503, its reason. */
export type ReadySample = { instance: number; at: number; status: number | 'down'; reason: string | null; connection: string | null };

/**
 * Polls /readyz of every instance, as a load balancer's health check does: what it saw is kept for
 * the assertions, and `isReady` is what a client routing calls goes by.
 */
export const watchReadiness = (urls: () => string[], everyMs = 25) => {
  const samples: ReadySample[] = [];
  const last = new Map<number, ReadySample>();
  let stopped = false;

  const look = async (instance: number, url: string): Promise<ReadySample> => {
    const at = Date.now();
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) });
      const body = (await res.json().catch(() => null)) as { details?: { reason?: unknown } } | null;
      const reason = typeof body?.details?.reason === 'string' ? body.details.reason : null;
      return { instance, at, status: res.status, reason, connection: res.headers.get('connection') };
    } catch {
      return { instance, at, status: 'down', reason: null, connection: null };
    }
  };

  const loops = urls().map(async (url, instance) => {
    while (!stopped) {
      const sample = await look(instance, url);
      samples.push(sample);
      last.set(instance, sample);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  });

  return {
    samples,
    isReady: (instance: number) => last.get(instance)?.status === 200,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
};

export type ReadinessWatch = ReturnType<typeof watchReadiness>;
