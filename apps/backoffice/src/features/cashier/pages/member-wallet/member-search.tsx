import type { BoMemberSummary } from '@gp/contracts';
import { Button, Field, Input } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { ListState } from '../../../../shared/ui/list-state';
import { searchMembers } from '../../api/cashier-api';
import { cashierKeys } from '../../queries/keys';

const ids = testIds.memberWallet;

/** Find a member by account name (exact match first, then accounts starting with the text). */
export const MemberSearch = ({ selectedId, onSelect }: { selectedId: number | null; onSelect: (member: BoMemberSummary) => void }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [account, setAccount] = useState('');
  const result = useQuery({
    queryKey: cashierKeys.memberSearch(account),
    queryFn: ({ signal }) => searchMembers(account, signal),
    enabled: account !== '',
  });
  const members = result.data?.list ?? [];

  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const text = draft.trim();
          setAccount(text);
          // A single exact match needs no second click.
          if (text && text === account) void result.refetch();
        }}
      >
        <Field label={t('memberWallet.searchLabel')} className="min-w-0 flex-1 basis-56">
          <Input type="search" dir="ltr" value={draft} onChange={(e) => setDraft(e.target.value)} autoComplete="off" data-testid={ids.search} />
        </Field>
        <Button type="submit" data-testid={ids.searchSubmit}>
          {t('memberWallet.search')}
        </Button>
      </form>
      {account ? <ListState query={result} empty={members.length === 0} emptyText={t('memberWallet.noMatch')} emptyTestId={ids.noMatch} /> : null}
      {members.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('memberWallet.results')}>
          {members.map((m) => (
            <li key={m.id}>
              <Button
                size="sm"
                variant={m.id === selectedId ? 'primary' : 'secondary'}
                aria-pressed={m.id === selectedId}
                onClick={() => onSelect(m)}
                data-testid={ids.result}
                data-account={m.account}
              >
                <span dir="ltr">{m.account}</span>
                <span className="ms-1 text-xs opacity-80">({t(`memberWallet.kind.${m.kind}`)})</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
