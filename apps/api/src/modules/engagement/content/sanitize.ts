import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

// Loaded at the first write rather than at start-up: it is a sizeable module that a restart
// (migrate, find the seed done, listen) never needs.
const require = createRequire(import.meta.url);
let sanitizer: typeof SanitizeHtml | undefined;
const load = (): typeof SanitizeHtml => (sanitizer ??= require('sanitize-html') as typeof SanitizeHtml);

const options = (s: typeof SanitizeHtml): SanitizeHtml.IOptions => ({
  allowedTags: [...s.defaults.allowedTags, 'img', 'span', 'h1', 'h2', 'del', 'ins', 'u'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    // A numbered list the editor continues from another number.
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens elsewhere must not hand the opener window to the other site.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer' } : {}) } }),
  },
});

/**
 * Staff-written HTML (announcements, promotions, help articles) is cleaned when it is stored, so the
 * player site can render what it reads: no scripts, event handlers, styles or javascript: URLs.
 */
export const cleanHtml = (html: string): string => {
  const s = load();
  return s(html, options(s)).trim();
};
