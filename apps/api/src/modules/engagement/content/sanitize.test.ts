import { describe, expect, it } from 'vitest';
import { cleanHtml } from './sanitize';

/**
 * What the back office's rich-text editor writes for each thing its toolbar does (TipTap's HTML, with
 * void elements closed as `<img />`, the way sanitize-html writes them). The editor's own tests
 * (apps/backoffice rich-text) produce these same strings.
 */
const editorOutput: Record<string, string> = {
  paragraph: '<p>Plain text, ünïcödé and العربية</p>',
  headings: '<h1>One</h1><h2>Two</h2><h3>Three</h3>',
  marks: '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s></p>',
  nestedMarks: '<p><strong><em>both</em></strong></p>',
  bulletList: '<ul><li><p>one</p></li><li><p>two</p><ul><li><p>nested</p></li></ul></li></ul>',
  orderedList: '<ol><li><p>first</p></li><li><p>second</p></li></ol>',
  orderedFrom: '<ol start="3"><li><p>third</p></li></ol>',
  link: '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com/promo?a=1&amp;b=2">terms</a></p>',
  mailLink: '<p><a target="_blank" rel="noopener noreferrer" href="mailto:help@example.com">mail us</a></p>',
  image: '<img src="https://cdn.example.com/promo.png" alt="Promo" />',
  uploadedImage: '<img src="/uploads/content/abc.png" />',
  hardBreak: '<p>line<br />next</p>',
  quote: '<blockquote><p>quoted</p></blockquote>',
  rule: '<hr />',
  code: '<p><code>x = 1</code></p>',
  entities: '<p>&lt;script&gt; 1 &lt; 2 &amp;&amp; "q"</p>',
  noBreakSpace: '<p><strong>Weekend</strong>\u00a0bonus</p>',
};

describe("cleanHtml and the rich-text editor's output", () => {
  it.each(Object.entries(editorOutput))('keeps %s unchanged', (_, html) => {
    expect(cleanHtml(html)).toBe(html);
  });

  it('keeps a whole document of every kind unchanged', () => {
    const all = Object.values(editorOutput).join('');
    expect(cleanHtml(all)).toBe(all);
  });

  it('still strips what the editor never writes', () => {
    expect(cleanHtml('<p onclick="x()" style="color:red">a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(cleanHtml('<img src="x.png" onerror="alert(1)" />')).toBe('<img src="x.png" />');
    expect(cleanHtml('<a href="javascript:alert(1)">x</a><a href=" jAvAsCrIpT:alert(1)">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(cleanHtml('<img src="data:image/png;base64,AAAA" />')).toBe('<img />');
    expect(cleanHtml('<style>p{}</style><iframe src="https://x.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });
});
