import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

const focusMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById('main');
  if (!main) return;
  // Moving focus by hand keeps the router from treating #main as a navigation.
  event.preventDefault();
  main.focus();
};

/** First stop for keyboard users; visible only while focused. */
export const SkipLink = () => {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      onClick={focusMain}
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-fg focus:shadow"
    >
      {t('common:skipToContent')}
    </a>
  );
};
