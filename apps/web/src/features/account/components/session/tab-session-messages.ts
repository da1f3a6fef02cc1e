import { toFlags, type SessionFlags } from './session-store';

/**
 * What the site's tabs tell each other about the session (same origin only, never in a URL or a log):
 * `ask` a new tab's question "is anyone signed in?"; `share` the answer, or a sign-in to pass on;
 * `replaced` a new token for the same session (after a password change the old one is dead);
 * `signedOut` the session ended.
 */
export type TabMessage =
  | { type: 'ask' }
  | { type: 'share'; token: string; flags: SessionFlags }
  | { type: 'replaced'; previous: string; token: string; flags: SessionFlags }
  | { type: 'signedOut'; token: string };

/** What a tab does with a message, given its own token. */
export type TabReaction = { kind: 'none' } | { kind: 'answer' } | { kind: 'adopt'; token: string; flags: SessionFlags } | { kind: 'clear' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isToken = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= 512;

/** A message from another tab, or null for anything malformed. */
export const toTabMessage = (data: unknown): TabMessage | null => {
  if (!isRecord(data)) return null;
  if (data.type === 'ask') return { type: 'ask' };
  if (data.type === 'share' && isToken(data.token)) return { type: 'share', token: data.token, flags: toFlags(data.flags) };
  if (data.type === 'replaced' && isToken(data.previous) && isToken(data.token))
    return { type: 'replaced', previous: data.previous, token: data.token, flags: toFlags(data.flags) };
  if (data.type === 'signedOut' && isToken(data.token)) return { type: 'signedOut', token: data.token };
  return null;
};

/**
 * A signed-in tab answers a new tab's question; a visitor tab takes a shared session (a sign-in in
 * another tab signs this one in too, as a session cookie would); a tab never swaps one member for
 * another; a sign-out or a new token applies to the tabs of that same session only.
 */
export const reactTo = (message: TabMessage, own: string | null): TabReaction => {
  switch (message.type) {
    case 'ask':
      return own === null ? { kind: 'none' } : { kind: 'answer' };
    case 'share':
      return own === null ? { kind: 'adopt', token: message.token, flags: message.flags } : { kind: 'none' };
    case 'replaced':
      return own === message.previous ? { kind: 'adopt', token: message.token, flags: message.flags } : { kind: 'none' };
    case 'signedOut':
      return own === message.token ? { kind: 'clear' } : { kind: 'none' };
  }
};
