import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { languages } from '../packages/contracts/src/languages';

const siteCatalogs = resolve(import.meta.dirname, '../packages/i18n/src/namespaces/site');
const serviceWorkerEntry = resolve(import.meta.dirname, '../apps/web/src/pwa/sw.ts');

type OfflineText = { tag: string; dir: string; title: string; body: string; retry: string };

/** The offline page's three lines in every language, from the site catalogs (keys offline.*). */
const offlineTexts = (): Record<string, OfflineText> =>
  Object.fromEntries(
    languages.map((l) => {
      const catalog = JSON.parse(readFileSync(join(siteCatalogs, `${l.tag}.json`), 'utf8')) as Record<string, string>;
      return [l.code, { tag: l.tag, dir: l.dir, title: catalog['offline.title']!, body: catalog['offline.body']!, retry: catalog['offline.retry']! }];
    }),
  );

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The brand mark (apps/web/src/app/layout/brand-logo.tsx, public/favicon.svg). */
const brandMark =
  '<svg viewBox="0 0 32 32" aria-hidden="true"><defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a2490"/><stop offset="1" stop-color="#140a26"/></linearGradient><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe69a"/><stop offset=".55" stop-color="#f5b301"/><stop offset="1" stop-color="#b57f00"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#t)"/><rect x="1.25" y="1.25" width="29.5" height="29.5" rx="7.75" fill="none" stroke="url(#g)" stroke-width="1.5"/><path d="M16 6 25 16 16 26 7 16z" fill="url(#g)"/><path d="M16 6 19.2 16 16 26 12.8 16z" fill="#fff" fill-opacity=".3"/></svg>';

/**
 * The offline page: English in the markup, every language in a JSON block that offline.js reads
 * (data, not code: the CSP runs scripts from files only, and a JSON block is never executed).
 */
export const offlineHtml = (texts: Record<string, OfflineText>): string => {
  const en = texts.EN!;
  // "<" escaped so no text can close the JSON block early.
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="color-scheme" content="dark light" />
    <meta name="theme-color" content="#0c0a14" />
    <title>${escapeHtml(en.title)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="/offline.css" />
    <script src="/offline.js" defer></script>
  </head>
  <body>
    <main data-testid="offline-page">
      ${brandMark}
      <h1 id="offline-title">${escapeHtml(en.title)}</h1>
      <p id="offline-body">${escapeHtml(en.body)}</p>
      <button id="offline-retry" type="button">${escapeHtml(en.retry)}</button>
    </main>
    <script type="application/json" id="offline-text">${json}</script>
  </body>
</html>
`;
};

/** sw.ts bundled to one classic script (service workers as modules are not supported everywhere). */
const bundleServiceWorker = async (version: string): Promise<string> => {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    define: { __GP_SW_VERSION__: JSON.stringify(version) },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: serviceWorkerEntry, formats: ['iife'], name: 'gpServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error('the service worker did not build');
  return chunk.code;
};

/**
 * Makes the built player site installable: writes /offline.html (every language), and /sw.js with a
 * version taken from the offline files, so a build that changes them replaces the worker's cache.
 * The manifest, icons and the offline page's script and stylesheet are plain files in public/.
 */
export const installableSite = (): Plugin => {
  let publicDir = '';
  return {
    name: 'gp-installable-site',
    apply: 'build',
    configResolved: (config) => {
      publicDir = config.publicDir;
    },
    generateBundle: async function () {
      const html = offlineHtml(offlineTexts());
      const hash = createHash('sha256').update(html);
      for (const file of ['offline.css', 'offline.js', 'favicon.svg']) hash.update(readFileSync(join(publicDir, file)));
      hash.update(readFileSync(serviceWorkerEntry));
      hash.update(readFileSync(resolve(serviceWorkerEntry, '../sw-rules.ts')));
      const version = hash.digest('hex').slice(0, 16);
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: html });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: await bundleServiceWorker(version) });
    },
  };
};
