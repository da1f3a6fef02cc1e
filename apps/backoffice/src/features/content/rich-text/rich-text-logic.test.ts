import { describe, expect, it } from 'vitest';
import { checkUrl, directionOf, storedHtml, toggleSource, toolbarItems } from './rich-text-logic';

describe('the link and image prompt', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example',
  ])('refuses %j', (url) => {
    expect(checkUrl(url, 'link')).toEqual({ ok: false, reason: 'scheme' });
  });

  it('takes web, mail and phone links and paths on this site', () => {
    expect(checkUrl('https://example.com/a?b=1', 'link')).toEqual({ ok: true, url: 'https://example.com/a?b=1' });
    expect(checkUrl(' http://example.com ', 'link')).toEqual({ ok: true, url: 'http://example.com' });
    expect(checkUrl('mailto:help@example.com', 'link')).toEqual({ ok: true, url: 'mailto:help@example.com' });
    expect(checkUrl('tel:+911234567890', 'link')).toEqual({ ok: true, url: 'tel:+911234567890' });
    expect(checkUrl('/promotions#3', 'link')).toEqual({ ok: true, url: '/promotions#3' });
    expect(checkUrl('example.com/terms', 'link')).toEqual({ ok: true, url: 'https://example.com/terms' });
  });

  it('asks for an address when none is given', () => {
    expect(checkUrl('   ', 'link')).toEqual({ ok: false, reason: 'empty' });
  });

  it('takes only web images', () => {
    expect(checkUrl('https://cdn.example.com/a.png', 'image')).toEqual({ ok: true, url: 'https://cdn.example.com/a.png' });
    expect(checkUrl('/uploads/content/a.png', 'image')).toEqual({ ok: true, url: '/uploads/content/a.png' });
    expect(checkUrl('mailto:x@example.com', 'image').ok).toBe(false);
    expect(checkUrl('data:image/png;base64,AAAA', 'image').ok).toBe(false);
    expect(checkUrl('javascript:alert(1)', 'image').ok).toBe(false);
  });
});

describe('the source toggle', () => {
  it('shows the current HTML, and loads the edited HTML back when closed', () => {
    const opened = toggleSource({ mode: 'rich' }, '<p>a</p>');
    expect(opened).toEqual({ state: { mode: 'source', draft: '<p>a</p>' } });
    expect(toggleSource({ mode: 'source', draft: '<p><strong>b</strong></p>' }, '<p>a</p>')).toEqual({
      state: { mode: 'rich' },
      load: '<p><strong>b</strong></p>',
    });
  });

  it('loads nothing when the source was not changed, keeping the undo history', () => {
    expect(toggleSource({ mode: 'source', draft: '<p>a</p>' }, '<p>a</p>')).toEqual({ state: { mode: 'rich' } });
  });
});

describe("the editor's stored HTML", () => {
  it('closes void elements the way the server writes them', () => {
    expect(storedHtml('<p>a<br>b</p><img src="https://x.example/a.png" alt="a > b"><hr>', false)).toBe(
      '<p>a<br />b</p><img src="https://x.example/a.png" alt="a > b" /><hr />',
    );
    expect(storedHtml('<img src="/a.png" />', false)).toBe('<img src="/a.png" />');
  });

  it('leaves out the empty paragraph kept after a last list', () => {
    expect(storedHtml('<ul><li><p>a</p></li></ul><p></p>', false)).toBe('<ul><li><p>a</p></li></ul>');
    expect(storedHtml('<p></p><p>a</p>', false)).toBe('<p></p><p>a</p>');
  });

  it('writes a no-break space as the character, as the server does', () => {
    expect(storedHtml('<p><strong>a</strong>&nbsp;b</p>', false)).toBe('<p><strong>a</strong>\u00a0b</p>');
  });

  it('is empty for an empty document', () => {
    expect(storedHtml('<p></p>', true)).toBe('');
  });
});

describe('the toolbar', () => {
  it('has every control once, with undo and redo and the source toggle', () => {
    const ids = toolbarItems.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'heading2',
      'heading3',
      'bold',
      'italic',
      'underline',
      'strike',
      'bulletList',
      'orderedList',
      'link',
      'image',
      'undo',
      'redo',
      'source',
    ]);
  });

  it('writes Arabic, Persian and Urdu right to left', () => {
    expect(['AR', 'FA', 'UR', 'EN', 'HI', undefined].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'ltr', 'ltr', 'ltr']);
  });
});
