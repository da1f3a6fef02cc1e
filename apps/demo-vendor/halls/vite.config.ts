import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The demo vendor (port 3100) serves the socket and the built page; the dev server proxies to it.
const vendorOrigin = 'http://127.0.0.1:3100';

export default defineConfig({
  // The vendor serves the build's assets under /halls/assets/ (apps/demo-vendor/src/server.ts).
  base: '/halls/',
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/halls/socket': { target: vendorOrigin, ws: true }, '^/halls/live/': { target: vendorOrigin } } },
  build: {
    // Fonts always as files: the vendor's CSP allows fonts from 'self' only.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The shared packages declare rules and components only: unused ones are dropped.
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]packages[\\/](contracts|ui)[\\/]/.test(id) ? false : undefined) },
    },
  },
});
