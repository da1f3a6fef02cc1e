/**
 * Whether the demo seed runs (published staff passwords, demo players, the sandbox payment method
 * that credits any deposit). In production only when asked for by name, SEED_DEMO=true; elsewhere
 * unless SEED_DEMO=false, so `npm start` and the browser tests keep their demo.
 */
export const demoSeedWanted = (env: { NODE_ENV: string; SEED_DEMO?: string | undefined }): boolean =>
  env.NODE_ENV === 'production' ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false';
