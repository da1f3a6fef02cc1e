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
    rolldownOptions: {
      output: {
        // React changes least often, so it gets its own long-cached chunk; other libraries share one.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/](?!qrcode)/, priority: 1 },
          ],
        },
      },
    },
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
