import { describe, expect, it } from 'vitest';
import { demoSeedWanted } from './demo-seed-switch';

describe('the demo seed switch', () => {
  it('is off in production unless SEED_DEMO=true', () => {
    expect(demoSeedWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(demoSeedWanted({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(false);
    expect(demoSeedWanted({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
  });

  it('is on elsewhere unless SEED_DEMO=false', () => {
    expect(demoSeedWanted({ NODE_ENV: 'development' })).toBe(true);
    expect(demoSeedWanted({ NODE_ENV: 'test', SEED_DEMO: 'true' })).toBe(true);
    expect(demoSeedWanted({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toBe(false);
  });
});
