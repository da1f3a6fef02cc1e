import { languages } from '@gp/contracts';

/** What a URL is for: a link may also mail or call; an image is only fetched over the web. */
export type UrlKind = 'link' | 'image';

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: 'empty' | 'scheme' };

const schemes: Record<UrlKind, readonly string[]> = { link: ['http', 'https', 'mailto', 'tel'], image: ['http', 'https'] };

/**
 * The address typed in the link or image prompt, or why it is refused. Only the schemes the server
 * keeps are taken (so what the editor shows is what is saved); javascript:, data:, vbscript: and the
 * like never reach the document. A path on this site is taken as it is, and a bare host name
 * (example.com/page) gets https://.
 */
export const checkUrl = (input: string, kind: UrlKind): UrlCheck => {
  const url = input.trim();
  if (url === '') return { ok: false, reason: 'empty' };
  // Browsers skip control characters and spaces inside a scheme ("java\tscript:"), so the check does too.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact.startsWith('/')) return compact.startsWith('//') || compact.startsWith('/\\') ? { ok: false, reason: 'scheme' } : { ok: true, url };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined || (scheme.includes('.') && kind === 'link' && !compact.includes('//'))) {
    return kind === 'link' && /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([:/?#]|$)/u.test(compact)
      ? { ok: true, url: `https://${url}` }
      : { ok: false, reason: 'scheme' };
  }
  return schemes[kind].includes(scheme) ? { ok: true, url } : { ok: false, reason: 'scheme' };
};

const voidElement = /<(img|br|hr)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g;

/**
 * The editor's HTML as the server stores it: void elements closed as `<img />` (sanitize-html's
 * form), no-break spaces as the character (as it writes them), without the empty paragraph the editor keeps after a last list or image (so the cursor can
 * leave it), and an empty document as no HTML at all.
 */
export const storedHtml = (html: string, isEmpty: boolean): string =>
  isEmpty
    ? ''
    : html
        .replace(voidElement, '<$1$2 />')
        .replace(/(<p><\/p>)+$/, '')
        // A space typed at a word's end may arrive as a no-break space; the server writes it as the character.
        .replaceAll('&nbsp;', '\u00a0');

/** The rich view or the HTML source, with the source being edited. */
export type SourceState = { mode: 'rich' } | { mode: 'source'; draft: string };

/**
 * The source toggle: opening it shows the current HTML; closing it hands back the edited HTML for
 * the rich view to load (undefined when nothing changed, so the editor's history is kept).
 */
export const toggleSource = (state: SourceState, currentHtml: string): { state: SourceState; load?: string } => {
  if (state.mode === 'rich') return { state: { mode: 'source', draft: currentHtml } };
  return state.draft === currentHtml ? { state: { mode: 'rich' } } : { state: { mode: 'rich' }, load: state.draft };
};

/** The toolbar, in order; `group` starts a new visual group. Each toggles (aria-pressed) unless `action`. */
export const toolbarItems = [
  { id: 'heading2', group: true },
  { id: 'heading3' },
  { id: 'bold', group: true },
  { id: 'italic' },
  { id: 'underline' },
  { id: 'strike' },
  { id: 'bulletList', group: true },
  { id: 'orderedList' },
  { id: 'link', group: true },
  { id: 'image', action: true },
  { id: 'undo', group: true, action: true },
  { id: 'redo', action: true },
  { id: 'source', group: true },
] as const satisfies readonly { id: string; group?: true; action?: true }[];

export type ToolbarItemId = (typeof toolbarItems)[number]['id'];

/** The direction of text in a language code (the entry's language decides the editable's dir). */
export const directionOf = (language: unknown): 'rtl' | 'ltr' => languages.find((l) => l.code === language)?.dir ?? 'ltr';

/** The BCP 47 tag of a language code, for the editable's lang (fonts, spell check, screen readers). */
export const tagOf = (language: unknown): string | undefined => languages.find((l) => l.code === language)?.tag;
