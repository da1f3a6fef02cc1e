import { createHash } from 'node:crypto';
import type { VendorSession } from '../../sessions';

export type ChatMessage = { id: number; name: string; text: string; at: number };

/** Longest message after clean-up; the frame itself may carry more so a long paste is cut, not refused. */
export const chatMaxLength = 200;
const minGapMs = 1_500;
const kept = 50;

/** Control characters (NUL included), bidi overrides and zero-width joiners: nothing a chat line needs. */
const unwanted = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

export const cleanChatText = (text: string): string => text.replace(unwanted, '').replace(/\s+/g, ' ').trim().slice(0, chatMaxLength);

/**
 * How a player is named at a table: the platform's nickname with its middle masked (players see
 * each other, never each other's full names), or a guest number for fun-money play.
 */
export const chatNameOf = (session: VendorSession): string => {
  const nickname = session.player?.nickname.trim();
  if (nickname) {
    const chars = [...nickname];
    if (chars.length <= 2) return `${chars[0] ?? ''}*`;
    return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
  }
  const digits = createHash('sha256').update(session.id).digest().readUInt16BE(0) % 10_000;
  return `#${String(digits).padStart(4, '0')}`;
};

/** A table's chat: the last messages for newcomers, and one message per player every 1.5 s. */
export const createTableChat = (now: () => number = Date.now) => {
  const messages: ChatMessage[] = [];
  const lastAt = new Map<string, number>();
  let nextId = 1;
  return {
    recent: (): ChatMessage[] => [...messages],
    /** The message to broadcast, or why it is refused. */
    post: (session: VendorSession, text: string): { ok: true; message: ChatMessage } | { ok: false; code: 'CHAT_EMPTY' | 'CHAT_TOO_FAST' } => {
      const clean = cleanChatText(text);
      if (!clean) return { ok: false, code: 'CHAT_EMPTY' };
      const at = now();
      if (at - (lastAt.get(session.id) ?? -Infinity) < minGapMs) return { ok: false, code: 'CHAT_TOO_FAST' };
      lastAt.set(session.id, at);
      const message = { id: nextId++, name: chatNameOf(session), text: clean, at };
      messages.push(message);
      if (messages.length > kept) messages.shift();
      return { ok: true, message };
    },
    forget: (sessionId: string) => lastAt.delete(sessionId),
  };
};
