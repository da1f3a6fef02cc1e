export type StartToken = {
  token: string | null;
  /** The URL without its `token` parameter, or null when there was none to strip. */
  cleanUrl: string | null;
};

const resetPasswordPaths: ReadonlySet<string> = new Set(['/resetPassword']);

/**
 * The session token at start-up (SPEC.md section 2): a launch or deep link may carry `token` in the
 * query, which wins over the one already in the session store. The caller strips it from the
 * address bar so it does not end up in bookmarks, history or Referer headers.
 */
export const takeStartToken = (href: string, stored: string | null): StartToken => {
  const url = new URL(href);
  // The reset link's `token` (/resetPassword?token=) is a password-reset token, not a session.
  if (resetPasswordPaths.has(url.pathname.replace(/\/+$/, ''))) return { token: stored || null, cleanUrl: null };
  const fromQuery = url.searchParams.get('token');
  if (fromQuery === null) return { token: stored || null, cleanUrl: null };
  url.searchParams.delete('token');
  const cleanUrl = `${url.pathname}${url.search}${url.hash}`;
  return { token: fromQuery || stored || null, cleanUrl };
};
