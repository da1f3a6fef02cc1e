import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const placeholder = /<script data-inline-src="([\w.-]+\.js)"><\/script>/g;

/** Whole-line `//` comments only: the scripts' explanations stay in their files, not in every page. */
const withoutCommentLines = (source: string) =>
  source
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n')
    .trim();

/**
 * Replaces `<script data-inline-src="x.js"></script>` in index.html with the file's code, inline.
 * A script that must run before the first paint (the theme) costs a blocking request when it is a
 * file; inline it costs nothing. The CSP still allows no inline code in general: the API allows
 * exactly these scripts by their SHA-256 (apps/api/src/plugins/inline-script-hashes.ts).
 */
export const inlineScripts = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'gp-inline-scripts',
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: (html) =>
      html.replace(placeholder, (_tag, file: string) => `<script>${withoutCommentLines(readFileSync(resolve(root, file), 'utf8'))}</script>`),
  };
};
