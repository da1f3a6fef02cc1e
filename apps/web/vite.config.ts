import { defineConfig } from 'vite';
import { catalogFile, languageChunk } from '../../scripts/vite-language-chunks';
import { precompress } from '../../scripts/vite-precompress';
import { inlineScripts } from '../../scripts/vite-inline-script';
import { installableSite } from '../../scripts/vite-pwa';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiOrigin = 'http://127.0.0.1:3000';

// Anchored patterns, because Vite matches plain keys as prefixes: '/bo' would also catch '/bonus'.
const apiPrefixes = ['wps', 'lgw', 'lotto', 'gw', 'bo', 'healthz'];
const proxy = Object.fromEntries(apiPrefixes.map((prefix) => [`^/${prefix}(/|\\?|$)`, { target: apiOrigin, changeOrigin: false, ws: true }]));

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), inlineScripts(), installableSite(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    // Fonts always as files: the CSP allows fonts from 'self' only, so an inlined data: font (a
    // small Han subset under 4 KiB) would be refused.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The shared packages only declare schemas, tables and components. Marking them side-effect free and
        // zod calls pure lets the bundler drop the zod schemas the SPA never uses, which keeps zod
        // (about 30 KiB gzipped) out of the first route; for packages/ui it keeps primitives only lazy
        // screens use (Dialog, Field, Checkbox, Radix Label) out of the entry chunk. Adding `"sideEffects": false` to
        // packages/contracts and packages/i18n would make the first half unnecessary.
        moduleSideEffects: (id: string) => (/[\\/]packages[\\/](contracts|i18n|ui)[\\/]/.test(id) ? false : undefined),
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: { groups: [{ name: languageChunk, test: catalogFile, priority: 3 }] },
      },
    },
  },
});
