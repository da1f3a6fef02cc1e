import { gameCategories } from '@gp/contracts';
import { Button, Field, Input, Select } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { emptyGameFilters, type GameFilters } from '../../api/catalog-api';

const ids = testIds.games;

/** Filters are applied on submit, so typing a keyword does not query the 10,000-game list per key. */
export const GamesFilters = ({ value, onApply }: { value: GameFilters; onApply: (next: GameFilters) => void }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const set = <K extends keyof GameFilters>(key: K, v: GameFilters[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const yesNo = [
    { value: '', label: t('games.any') },
    { value: 'true', label: t('games.yes') },
    { value: 'false', label: t('games.no') },
  ];
  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <Field label={t('games.filterKeyword')}>
        <Input type="search" value={draft.keyword} onChange={(e) => set('keyword', e.target.value)} data-testid={ids.filterKeyword} />
      </Field>
      <Field label={t('games.filterVendor')}>
        <Input
          value={draft.vassalage}
          dir="ltr"
          autoCapitalize="characters"
          onChange={(e) => set('vassalage', e.target.value)}
          data-testid={ids.filterVassalage}
        />
      </Field>
      <Field label={t('games.filterType')}>
        <Select
          value={draft.gameType}
          options={[{ value: '', label: t('games.any') }, ...gameCategories.map((c) => ({ value: c, label: c }))]}
          onChange={(e) => set('gameType', e.target.value as GameFilters['gameType'])}
          data-testid={ids.filterGameType}
        />
      </Field>
      <Field label={t('games.filterEnabled')}>
        <Select
          value={draft.enabled}
          options={yesNo}
          onChange={(e) => set('enabled', e.target.value as GameFilters['enabled'])}
          data-testid={ids.filterEnabled}
        />
      </Field>
      <Field label={t('games.filterHot')}>
        <Select value={draft.isHot} options={yesNo} onChange={(e) => set('isHot', e.target.value as GameFilters['isHot'])} data-testid={ids.filterHot} />
      </Field>
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" data-testid={ids.filterApply}>
          {t('games.apply')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft(emptyGameFilters);
            onApply(emptyGameFilters);
          }}
          data-testid={ids.filterClear}
        >
          {t('games.clear')}
        </Button>
      </div>
    </form>
  );
};
