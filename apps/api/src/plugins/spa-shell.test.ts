import { describe, expect, it } from 'vitest';
import { renderSpaShell } from './spa-shell';

const html = '<div id="root"><!--home-banner--><div class="place"></div><!--/home-banner--></div>';

describe('renderSpaShell', () => {
  it('puts the first banner in the shell on home routes, escaped', () => {
    const out = renderSpaShell(html, '/', '/uploads/a.png?x=1&y="2"');
    expect(out).toContain('<img src="/uploads/a.png?x=1&#38;y=&#34;2&#34;"');
    expect(out).toContain('fetchpriority="high"');
    expect(out).not.toContain('class="place"');
  });

  it('drops the banner place on other routes and when there is no banner', () => {
    expect(renderSpaShell(html, '/member', '/uploads/a.png')).toBe('<div id="root"></div>');
    expect(renderSpaShell(html, '/', null)).toBe('<div id="root"></div>');
  });

  it("marks <html> with the operator's theme for the pre-paint script", () => {
    const page = '<html lang="en"><body><div id="root"></div></body></html>';
    expect(renderSpaShell(page, '/member', null, 'light')).toBe('<html data-theme-default="light" lang="en"><body><div id="root"></div></body></html>');
    expect(renderSpaShell(page, '/', null)).toContain('<html data-theme-default="dark" lang="en">');
  });
});
