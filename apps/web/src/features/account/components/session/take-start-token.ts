/**
 * What to do with a link's `token` at start-up: nothing, trade it for a session (no one is signed
 * in here), or ask first (someone is, and a link must never silently replace them).
 */
type StartLinkAction = 'none' | 'exchange' | 'ask';

export type StartToken = {
  /** The link's one-time code, or null when there is none to act on. */
  code: string | null;
  action: StartLinkAction;
  /** The URL without its `token` parameter, or null when there was none to strip. */
  cleanUrl: string | null;
};

const resetPasswordPaths: ReadonlySet<string> = new Set(['/resetPassword']);

/**
 * A link may carry `token` in the query: a one-time code the server trades once
 * for a new session, never a session token itself. The caller strips it from the address bar so it
 * does not end up in bookmarks, history or Referer headers, whatever is decided here.
 */
export const takeStartToken = (href: string, stored: string | null): StartToken => {
  const url = new URL(href);
  // The reset link's `token` (/resetPassword?token=) is a password-reset token, not a session.
  if (resetPasswordPaths.has(url.pathname.replace(/\/+$/, ''))) return { code: null, action: 'none', cleanUrl: null };
  const fromQuery = url.searchParams.get('token');
  if (fromQuery === null) return { code: null, action: 'none', cleanUrl: null };
  url.searchParams.delete('token');
  const cleanUrl = `${url.pathname}${url.search}${url.hash}`;
  if (fromQuery === '') return { code: null, action: 'none', cleanUrl };
  return { code: fromQuery, action: stored ? 'ask' : 'exchange', cleanUrl };
};
