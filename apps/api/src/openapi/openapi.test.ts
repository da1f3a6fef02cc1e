import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateOpenApi } from './generate-openapi';

describe('openapi.json', () => {
  it('is up to date with the routes (run `npm run openapi` after changing a schema)', async () => {
    const checkedIn = readFileSync(resolve(import.meta.dirname, '../../openapi.json'), 'utf8');
    expect(await generateOpenApi()).toBe(checkedIn);
  });
});
