import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Not a test run: `npm run screenshots` takes the README's pictures of the home page with the same
// server and browser as the browser tier (readme.shots.ts).
export default defineConfig({
  ...base,
  testMatch: '**/*.shots.ts',
  projects: [{ name: 'screenshots' }],
  reporter: [['list']],
});
