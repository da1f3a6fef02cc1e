import type { TFunction } from 'i18next';

/** Translated name of a game category (catalog gameType) or of a fixed entry. */
export const categoryLabel = (t: TFunction, gameType: string): string => {
  switch (gameType) {
    case 'HOME':
      return t('site:navHome');
    case 'LIVE':
      return t('site:categoryLive');
    case 'RNG':
      return t('site:categoryRng');
    case 'FISH':
      return t('site:categoryFish');
    case 'PVP':
      return t('site:categoryPvp');
    case 'SPORTS':
      return t('site:categorySports');
    case 'ESPORTS':
      return t('site:categoryEsports');
    case 'LOTT':
      return t('site:categoryLott');
    case 'ELOTT':
      return t('site:categoryElott');
    case 'COCKFIGHT':
      return t('site:categoryCockfight');
    case 'BGS':
      return t('site:categoryInhouse');
    default:
      return gameType;
  }
};
