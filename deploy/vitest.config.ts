import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// deploy/'s own test, for deploy/check.sh; the root configuration's projects cover apps, packages
// and scripts only.
export default defineConfig({
  test: {
    root: resolve(import.meta.dirname, '..'),
    include: ['deploy/**/*.test.ts'],
  },
});
