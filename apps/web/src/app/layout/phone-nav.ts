import { isAgentView, isGamePage, isHomePath } from '../router/route-rules';

/** The phone bar's entries, in the order they sit: deposit in the middle. */
export const phoneNavIds = ['home', 'games', 'deposit', 'promotions', 'account'] as const;
export type PhoneNavId = (typeof phoneNavIds)[number];

/** Who is looking: a visitor, a trial (free-play) member or a real member. */
export type Viewer = 'visitor' | 'trial' | 'member';

/** Where an entry goes: a route, or the "needs a real account" dialog for a trial member. */
export type PhoneNavTarget = { kind: 'link'; to: '/' | '/hot' | '/promotions' | '/login' } | { kind: 'member'; page: string } | { kind: 'realAccount' };

/** The game lists the "Games" entry stands for; it opens the first (hot games). */
const gameListPaths = ['/hot', '/live', '/fish', '/rng', '/pvp', '/bgs', '/sports', '/esports', '/lott', '/elott', '/cockfight', '/favorite', '/recent'];

const bare = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const phoneNavTarget = (id: PhoneNavId, viewer: Viewer): PhoneNavTarget => {
  if (id === 'home') return { kind: 'link', to: '/' };
  if (id === 'games') return { kind: 'link', to: '/hot' };
  if (id === 'promotions') return { kind: 'link', to: '/promotions' };
  // The member centre admits real members only: a visitor logs in first, a trial member is told why not.
  if (viewer === 'visitor') return { kind: 'link', to: '/login' };
  if (viewer === 'trial') return { kind: 'realAccount' };
  return { kind: 'member', page: id === 'deposit' ? 'depositv2' : 'securityCenter' };
};

/**
 * The entry marked as where the member is: `page` when the route is the entry's own destination,
 * `true` when it is another page of the entry's section (a category's game list, a member-centre page).
 */
export const phoneNavCurrent = (pathname: string, memberPage: string | undefined): { id: PhoneNavId; exact: boolean } | null => {
  const path = bare(pathname);
  if (isHomePath(path)) return { id: 'home', exact: true };
  if (path === '/promotions') return { id: 'promotions', exact: true };
  if (gameListPaths.includes(path)) return { id: 'games', exact: path === '/hot' };
  if (path !== '/member') return null;
  if (memberPage === 'depositv2') return { id: 'deposit', exact: true };
  return { id: 'account', exact: memberPage === undefined || memberPage === 'securityCenter' };
};

/** The bar gives way to a game running full width and to the agent view, which has no player chrome. */
export const showsPhoneNav = (pathname: string): boolean => !isGamePage(pathname) && !isAgentView(pathname);
