import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen, so tabs, history and screen readers tell screens apart. */
export const useDocumentTitle = (screen: string) => {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = screen && screen !== app ? `${screen} · ${app}` : app;
  }, [screen, app]);
};
