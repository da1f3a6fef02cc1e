import { roundSearchKinds, type RoundSearchKind } from '@gp/contracts';
import { Button, Field, Input, Select } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundSearch } from '../../api/games-api';
import { gamesTestIds } from '../../games-test-ids';

const ids = gamesTestIds.rounds;

/** What to look for (round id, txId or player) and the text; applied by the button or Enter. */
export const RoundSearchForm = ({ initial, onSearch }: { initial: RoundSearch; onSearch: (search: RoundSearch) => void }) => {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RoundSearchKind>(initial.kind);
  const [q, setQ] = useState(initial.q);
  return (
    <form
      role="search"
      className="grid gap-3 sm:grid-cols-[12rem_1fr_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch({ kind, q: q.trim() });
      }}
    >
      <Field label={t('gamesAdmin.rounds.searchBy')}>
        <Select
          value={kind}
          options={roundSearchKinds.map((k) => ({ value: k, label: t(`gamesAdmin.rounds.kind.${k}`) }))}
          onChange={(e) => setKind(e.target.value as RoundSearchKind)}
          data-testid={ids.kind}
        />
      </Field>
      <Field label={t('gamesAdmin.rounds.query')} hint={t(`gamesAdmin.rounds.hint.${kind}`)}>
        <Input type="search" dir="ltr" maxLength={128} value={q} onChange={(e) => setQ(e.target.value)} data-testid={ids.query} />
      </Field>
      <div className="flex items-end pb-6 sm:pb-0">
        <Button type="submit" data-testid={ids.submit}>
          {t('gamesAdmin.rounds.search')}
        </Button>
      </div>
    </form>
  );
};
