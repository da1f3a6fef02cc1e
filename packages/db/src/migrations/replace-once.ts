/**
 * `text` with `from` replaced by `to`. Migrations build a function's next version from the text of
 * the one before; `from` must occur exactly once, so a changed base fails loudly instead of silently.
 */
export const replaceOnce = (text: string, from: string, to: string): string => {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`expected exactly one occurrence of: ${from.slice(0, 80)}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
};
