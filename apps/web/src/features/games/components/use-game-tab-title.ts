import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab of a game page reads "<game name> · <site name>", so a player with several tabs
 * finds the game by its name; leaving the page gives the tab back the site's name. Nothing changes
 * until the name is known (never the game code in its place).
 */
export const useGameTabTitle = (name: string) => {
  const { t, i18n } = useTranslation();
  const siteName = t('common:siteName');
  useEffect(() => {
    if (!name) return;
    document.title = `${name} · ${siteName}`;
    return () => {
      document.title = siteName;
    };
    // The language switch resets the title to the site name (i18n-instance.ts): set it again after one.
  }, [name, siteName, i18n.language]);
};
