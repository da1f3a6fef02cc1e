/**
 * What a player's browser asks for while browsing the lobby, as apps/web calls it: the home
 * page's pieces (site settings, menus, banners, notices, promotions, hot games, winner boards) and
 * the game list pages (each category's first pages, each vendor's, the vendor chips of a list).
 */
export type LobbyPaths = { home: string[]; browse: string[] };

type Menus = { value: { list: { gameType: string; vendors: { vassalage: string }[] }[] } };

const language = 'EN';
const list = `/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&language=${language}&pageSize=20`;

export const lobbyPaths = (menus: Menus): LobbyPaths => {
  const home = [
    '/wps/system/permission',
    `/lgw/games/game_menus?language=${language}`,
    `/wps/content/banners?group=w_home&language=${language}`,
    `/wps/content/notices?language=${language}`,
    `/wps/content/promotions?language=${language}`,
    `/wps/relay/GCSGAME_hotGamesV2?platform=flash,html5-desktop&isPlatform=2&language=${language}`,
    `/wps/relay/GCSGAME_getRankList?gameCategory=ALL&board=JACKPOT&language=${language}&limitNum=20`,
    `/wps/relay/GCSGAME_getRankList?gameCategory=ALL&board=BIGWIN&language=${language}&limitNum=20`,
  ];
  const browse: string[] = [];
  for (const category of menus.value.list) {
    browse.push(`/wps/relay/GCSGAME_getVassGameType?gameType=${category.gameType}&language=${language}`);
    for (let page = 1; page <= 3; page += 1) browse.push(`${list}&gameType=${category.gameType}&pageNo=${page}`);
    for (const vendor of category.vendors) browse.push(`${list}&gameType=${category.gameType}&vassalage=${vendor.vassalage}&pageNo=1`);
  }
  return { home, browse };
};

/** The menus answer the paths are built from. */
export const menusPath = `/lgw/games/game_menus?language=${language}`;
export type { Menus };
