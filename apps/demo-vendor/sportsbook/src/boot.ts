import type { SportKey } from '../../src/sports/feed/types';

/** What the vendor's page carries for the app (apps/demo-vendor/src/pages.ts, sportsbookPage). */
export type Boot = {
  session: string;
  mode: 'real' | 'demo';
  balance: number;
  currency: string;
  language: string;
  lobbyUrl: string | null;
  sports: SportKey[];
  title: string;
  theme: 'light' | 'dark' | null;
  /** A stable key of the player at this vendor (not the platform's id), for settings kept in this browser. */
  playerKey: string;
};

const allSports: SportKey[] = ['football', 'basketball', 'tennis', 'esports'];

/**
 * The boot data of the served page; the Vite dev server has none, so it reads the same fields from
 * the address (`?session=...&lang=...`) to run against a vendor's demo session.
 */
export const readBoot = (doc: Document = document): Boot => {
  const element = doc.getElementById('boot');
  if (element?.textContent) return JSON.parse(element.textContent) as Boot;
  const q = new URLSearchParams(doc.location.search);
  const sports = (q.get('sports')?.split(',') ?? allSports).filter((s): s is SportKey => (allSports as string[]).includes(s));
  return {
    session: q.get('session') ?? '',
    mode: 'demo',
    balance: 0,
    currency: 'FUN',
    language: q.get('lang') ?? 'en',
    lobbyUrl: null,
    sports,
    title: 'Sportsbook',
    theme: q.get('theme') === 'dark' ? 'dark' : q.get('theme') === 'light' ? 'light' : null,
    playerKey: 'dev',
  };
};
