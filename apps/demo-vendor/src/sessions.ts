import { randomBytes } from 'node:crypto';
import type { VendorLanguage } from './i18n';

/** A player at one of our games: real (backed by a platform session) or demo (fun money kept here). */
export type VendorSession = {
  id: string;
  mode: 'real' | 'demo';
  vendorCode: string;
  gameCode: string;
  language: VendorLanguage;
  lobbyUrl: string | null;
  /** Real mode: what `authenticate` returned. */
  player: { playerId: string; sessionToken: string; nickname: string } | null;
  currency: string;
  /** Minor units; the platform's figure after the last call in real mode. */
  balance: number;
  lastSeen: number;
  /** One round at a time: a double click must not place two bets. */
  busy: boolean;
};

export const demoBalance = 1_000_000;
export const demoCurrency = 'FUN';

/**
 * Sessions live in memory, addressed by an opaque id in the game page's URL (an iframe on the
 * platform's site cannot rely on third-party cookies). Idle sessions expire; a restart ends them
 * and the player reopens the game from the lobby.
 */
export const createSessionStore = (options: { idleMs?: number; max?: number } = {}) => {
  const idleMs = options.idleMs ?? 4 * 60 * 60 * 1000;
  const max = options.max ?? 20_000;
  const sessions = new Map<string, VendorSession>();

  const sweep = () => {
    const now = Date.now();
    for (const [id, s] of sessions) if (now - s.lastSeen > idleMs) sessions.delete(id);
    // Still full: drop the oldest (Map keeps insertion order).
    while (sessions.size >= max) sessions.delete(sessions.keys().next().value!);
  };

  return {
    create: (fields: Omit<VendorSession, 'id' | 'lastSeen' | 'busy'>): VendorSession => {
      sweep();
      const session: VendorSession = { ...fields, id: randomBytes(24).toString('base64url'), lastSeen: Date.now(), busy: false };
      sessions.set(session.id, session);
      return session;
    },
    get: (id: string): VendorSession | null => {
      const session = sessions.get(id);
      if (!session) return null;
      if (Date.now() - session.lastSeen > idleMs) {
        sessions.delete(id);
        return null;
      }
      session.lastSeen = Date.now();
      return session;
    },
  };
};
