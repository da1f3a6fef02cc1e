import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@gp/ui';

/** The search box over the whole catalog; reports the keyword after a short pause in typing. */
export const GameSearch = ({ onSearch }: { onSearch: (keyword: string) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text.trim()), 350);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <form
      role="search"
      className="flex w-full max-w-sm flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('site:searchGames')}
      </label>
      <Input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('site:searchGames')} data-testid="game-search" />
    </form>
  );
};
