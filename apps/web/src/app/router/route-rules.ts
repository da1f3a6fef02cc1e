/** The route rules, as pure functions of the path (no trailing slash needed). */

const normalise = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

const homePaths = ['/', '/index', '/index.html', '/home'] as const;

const gamePagePaths = ['/lottery', '/seaLottery', '/vnLottery', '/seamless', '/lottert', '/vnlottery', '/sealottery', '/bgs/play', '/game'] as const;

/** Player centre pages also open by their own path, e.g. /transferFund. */
export const memberPagePaths = [
  '/securityCenter',
  '/transferFund',
  '/depositv2',
  '/withdraw',
  '/transferUpline',
  '/personalHistoryCopy',
  '/transactionHistory',
  '/personalProfit',
  '/bonusDetails',
  '/vipBonus',
  '/rewardCenter',
  '/referral',
  '/missionLeaderboard',
  '/messageV2',
] as const;

const loginRequiredPaths = [
  '/member',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/pointMall',
  '/wheel',
  '/redEnvelope',
  '/creditReport',
  '/agentHome',
  '/affiliate',
  ...memberPagePaths,
] as const;

const agentPaths = ['/agent', '/agentHome'] as const;

const matches = (list: readonly string[], path: string) => {
  const bare = normalise(path);
  return list.some((entry) => bare === entry || bare.startsWith(`${entry}/`));
};

export const isHomePath = (path: string): boolean => (homePaths as readonly string[]).includes(normalise(path));

/** Pages that run a game full width: the side menu gives way. */
export const isGamePage = (path: string): boolean => matches(gamePagePaths, path);

export const requiresLogin = (path: string): boolean => matches(loginRequiredPaths, path);

/** /agent and /agentHome show only the agent view: no side menu, header or footer. */
export const isAgentView = (path: string): boolean => matches(agentPaths, path);

export const showsSideMenu = (path: string): boolean => !isGamePage(path) && !isAgentView(path);

/**
 * The agent centre admits agents only: a visitor or a non-agent goes to the agent
 * login page rather than the player login.
 */
export const agentHomeRedirect = (path: string, hasToken: boolean, isAgent: boolean): '/agent' | null =>
  matches(['/agentHome'], path) && !(hasToken && isAgent) ? '/agent' : null;

/** Where a visitor goes instead, or null when the route may open. */
export const redirectFor = (path: string, hasToken: boolean): string | null => (requiresLogin(path) && !hasToken ? '/login' : null);

/**
 * A trial (free-play) member may not open login-required pages either: the
 * guard shows the "needs a real account" dialog instead. The agent centre decides for itself.
 */
export const blockedForTrial = (path: string, isTrial: boolean): boolean => isTrial && requiresLogin(path) && !isAgentView(path);
