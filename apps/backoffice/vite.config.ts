import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { catalogFile, languageChunk } from '../../scripts/vite-language-chunks';
import { inlineScripts } from '../../scripts/vite-inline-script';
import { precompress } from '../../scripts/vite-precompress';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API serves the build under /backoffice/ (same origin as /bo), so the base must match.
export default defineConfig({
  root,
  base: '/backoffice/',
  plugins: [react(), tailwindcss(), inlineScripts(), precompress()],
  build: {
    // Fonts always as files: the CSP allows fonts from 'self' only, so an inlined data: font (a
    // small Han subset under 4 KiB) would be refused.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React changes least often, so it gets its own long-cached chunk; other libraries share one,
        // except the Han font sheets, which load per language (packages/ui/src/load-script-fonts.ts).
        codeSplitting: {
          groups: [
            { name: languageChunk, test: catalogFile, priority: 3 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'vendor',
              test: /node_modules[\\/](?!qrcode|@fontsource|@tiptap|prosemirror-|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals)/,
              priority: 1,
            },
            // The rich-text editor (TipTap, ProseMirror) loads with the forms that use it, not with the first route. Last, so
            // the libraries it shares with the rest (use-sync-external-store) stay in the vendor chunk.
            {
              name: 'rich-text',
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals)[\\/]/,
              priority: 0,
            },
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
