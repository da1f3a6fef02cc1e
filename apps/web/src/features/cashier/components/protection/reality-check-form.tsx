import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProtectionOverview } from '@gp/contracts';
import { Card, Field, Select } from '@gp/ui';
import { DoneNote } from '../../../account/components/security/done-note';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { saveRealityCheck } from '../../api/protection-api';
import { cashierKeys } from '../../queries/keys';

const off = 'off';

/** The reality-check interval: one of the site's choices, or off. The dialog picks it up at once. */
export const RealityCheckForm = ({ overview }: { overview: ProtectionOverview }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = overview.realityCheck.minutes === null ? off : String(overview.realityCheck.minutes);
  const [choice, setChoice] = useState(current);
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: saveRealityCheck,
    onSuccess: async () => {
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: cashierKeys.protection });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate(choice === off ? null : Number(choice));
  };
  const options = [
    { value: off, label: t('cashier:protection.realityCheck.off') },
    ...overview.realityCheck.choices.map((m) => ({ value: String(m), label: t('cashier:protection.realityCheck.every', { minutes: m }) })),
  ];
  return (
    <div data-testid="reality-check-section">
      <Card title={t('cashier:protection.realityCheck.title')} description={t('cashier:protection.realityCheck.description')} headingLevel={3}>
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="reality-check-form">
          <Field label={t('cashier:protection.realityCheck.interval')}>
            <Select value={choice} onChange={(event) => setChoice(event.target.value)} options={options} data-testid="reality-check-interval" />
          </Field>
          <ErrorBanner error={save.error} />
          <DoneNote text={done ? t('cashier:protection.realityCheck.saved') : null} testId="reality-check-done" />
          <SubmitButton busy={save.isPending} disabled={choice === current} className="self-start" data-testid="reality-check-submit">
            {t('cashier:protection.realityCheck.save')}
          </SubmitButton>
        </form>
      </Card>
    </div>
  );
};
