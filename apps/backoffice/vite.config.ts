import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API serves the build under /backoffice/ (same origin as /bo), so the base must match.
export default defineConfig({
  root,
  base: '/backoffice/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5174,
    proxy: { '/bo': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    port: 4174,
    proxy: { '/bo': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
