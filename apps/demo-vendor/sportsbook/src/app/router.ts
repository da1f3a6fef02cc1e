import { useSyncExternalStore } from 'react';

/**
 * The pages, addressed by the hash so the page's own URL (the vendor session) never changes and
 * the back button works inside the platform's iframe:
 *   #/                 home (live now, starting soon), #/sport/<key> one sport
 *   #/match/<id>       a match with every market
 *   #/outrights        outright winners
 *   #/bets/open, #/bets/settled   my bets
 */
export type Route =
  { page: 'home'; sport: string | null } | { page: 'match'; id: string } | { page: 'outrights' } | { page: 'bets'; group: 'open' | 'settled' };

export const parseRoute = (hash: string): Route => {
  const parts = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  if (parts[0] === 'match' && parts[1]) return { page: 'match', id: parts[1] };
  if (parts[0] === 'outrights') return { page: 'outrights' };
  if (parts[0] === 'bets') return { page: 'bets', group: parts[1] === 'settled' ? 'settled' : 'open' };
  if (parts[0] === 'sport' && parts[1]) return { page: 'home', sport: parts[1] };
  return { page: 'home', sport: null };
};

export const hrefOf = (route: Route): string => {
  switch (route.page) {
    case 'home':
      return route.sport ? `#/sport/${encodeURIComponent(route.sport)}` : '#/';
    case 'match':
      return `#/match/${encodeURIComponent(route.id)}`;
    case 'outrights':
      return '#/outrights';
    case 'bets':
      return `#/bets/${route.group}`;
  }
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export const useRoute = (): Route =>
  parseRoute(
    useSyncExternalStore(
      subscribe,
      () => window.location.hash,
      () => '',
    ),
  );
