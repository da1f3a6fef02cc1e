export type LiveGameKind = 'baccarat' | 'roulette' | 'dragon-tiger';

/** The shared game the page plays: the vendor's set-up of the session's game (apps/demo-vendor/src/games.ts). */
export type HallGame = { engine: 'live'; game: LiveGameKind; tier: 0 | 1 | 2 } | { engine: 'teen-patti' } | { engine: 'fishing' } | { engine: 'cockfight' };

/** What the vendor's page carries for the app (apps/demo-vendor/src/pages.ts, hallPage). */
export type Boot = {
  session: string;
  mode: 'real' | 'demo';
  balance: number;
  currency: string;
  language: string;
  lobbyUrl: string | null;
  title: string;
  theme: 'light' | 'dark' | null;
  /** A stable key of the player at this vendor (not the platform's id), for settings kept in this browser. */
  playerKey: string;
  game: HallGame;
};

const devGame = (q: URLSearchParams): HallGame => {
  const engine = q.get('engine');
  if (engine === 'teen-patti' || engine === 'fishing' || engine === 'cockfight') return { engine };
  const game = q.get('game');
  return { engine: 'live', game: game === 'roulette' || game === 'dragon-tiger' ? game : 'baccarat', tier: 0 };
};

/**
 * The boot data of the served page; the Vite dev server has none, so it reads the same fields from
 * the address (`?session=...&lang=...&engine=...`) to run against a vendor's demo session.
 */
export const readBoot = (doc: Document = document): Boot => {
  const element = doc.getElementById('boot');
  if (element?.textContent) return JSON.parse(element.textContent) as Boot;
  const q = new URLSearchParams(doc.location.search);
  return {
    session: q.get('session') ?? '',
    mode: 'demo',
    balance: 0,
    currency: 'FUN',
    language: q.get('lang') ?? 'en',
    lobbyUrl: null,
    title: 'Game',
    theme: q.get('theme') === 'dark' ? 'dark' : q.get('theme') === 'light' ? 'light' : null,
    playerKey: 'dev',
    game: devGame(q),
  };
};
