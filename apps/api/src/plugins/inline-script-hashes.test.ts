import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSitesScriptHashes, inlineScriptHashes } from './inline-script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes the exact text of each executable inline script and nothing else', () => {
    const html = [
      '<script>document.documentElement.dataset.theme = "dark";</script>',
      '<script type="module" src="/assets/index.js"></script>',
      '<script src="/offline.js" defer></script>',
      '<script type="application/json" id="t">{"a":1}</script>',
      '<script>\n  let x = "é";\n</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('document.documentElement.dataset.theme = "dark";'), sha('\n  let x = "é";\n')]);
  });

  it('reads the built pages that exist, once per distinct script', () => {
    const web = mkdtempSync(join(tmpdir(), 'web-'));
    const office = mkdtempSync(join(tmpdir(), 'office-'));
    writeFileSync(join(web, 'index.html'), '<script>a()</script>');
    writeFileSync(join(office, 'index.html'), '<script>a()</script><script>b()</script>');
    expect(builtSitesScriptHashes([web, office, join(tmpdir(), 'no-such-site')])).toEqual([sha('a()'), sha('b()')]);
  });
});
