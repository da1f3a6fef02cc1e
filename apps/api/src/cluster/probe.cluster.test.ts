import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiInstances, type ApiInstances } from './testing/api-instances';

let cluster: ApiInstances;
const t0 = Date.now();
beforeAll(async () => {
  cluster = await startApiInstances();
  console.log('started in', Date.now() - t0);
});
afterAll(async () => {
  const c = Date.now();
  await cluster?.close();
  console.log('closed in', Date.now() - c);
});

describe('probe', () => {
  it('metrics', async () => {
    const m = await cluster.metrics(0);
    console.log([...m.families].join(' '));
    expect(m.families.has('gp_http_requests_total')).toBe(true);
  });
});
