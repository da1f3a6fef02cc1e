import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Executable inline scripts only: no src, and no data block (type="application/json").
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** CSP source expressions ('sha256-…') for each inline script of a page, over its exact text. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(inlineScript)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );

/**
 * The hashes of the built sites' inline scripts (the theme, set before the first paint), so the CSP
 * allows exactly those and no other inline code. A site that is not built adds nothing.
 */
export const builtSitesScriptHashes = (dirs: readonly string[]): string[] => {
  const hashes = dirs
    .map((dir) => join(dir, 'index.html'))
    .filter((file) => existsSync(file))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  return [...new Set(hashes)];
};
