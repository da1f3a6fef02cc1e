import { Button, Field, Input } from '@gp/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AccountFilterFormProps = {
  /** The status filter shown before the account search. */
  children: ReactNode;
  onApply: (account: string) => void;
  testIds: { account: string; apply: string };
};

/** The queue filter bar: status (applies at once) and a member account search applied by the button. */
export const AccountFilterForm = ({ children, onApply, testIds }: AccountFilterFormProps) => {
  const { t } = useTranslation();
  const [draftAccount, setDraftAccount] = useState('');
  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draftAccount);
      }}
    >
      {children}
      <Field label={t('cashier.filterAccount')}>
        <Input type="search" dir="ltr" value={draftAccount} onChange={(e) => setDraftAccount(e.target.value)} data-testid={testIds.account} />
      </Field>
      <div className="flex items-end">
        <Button type="submit" variant="secondary" data-testid={testIds.apply}>
          {t('cashier.apply')}
        </Button>
      </div>
    </form>
  );
};
