import { describe, expect, it } from 'vitest';
import { tokenBucket } from './token-bucket';

describe('token bucket', () => {
  it('lets a burst through, then refills at the rate', () => {
    let now = 0;
    const bucket = tokenBucket(10, 3, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 100;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 10_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});
