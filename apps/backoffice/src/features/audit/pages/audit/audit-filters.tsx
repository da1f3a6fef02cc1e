import { auditListQuery } from '@gp/contracts';
import { Button, Field, Input } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { zodIssueMessage } from '../../../../shared/forms/zod-issue-message';
import { testIds } from '../../../../shared/test-ids';
import type { AuditFilters as Filters } from '../../api/audit-api';

const filterSchema = auditListQuery.pick({ action: true, actor: true });

export type AuditFiltersProps = { value: Filters; onApply: (filters: Filters) => void };

export const AuditFilters = ({ value, onApply }: AuditFiltersProps) => {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(filterSchema, { error: zodIssueMessage(t) }),
    defaultValues: value,
  });
  const err = useErrorText(formState.errors);
  const ids = testIds.audit;

  const apply = handleSubmit((filters) => onApply({ action: filters.action ?? '', actor: filters.actor ?? '' }));
  const clear = () => {
    const empty = { action: '', actor: '' };
    reset(empty);
    onApply(empty);
  };

  return (
    <form noValidate onSubmit={apply} role="search" aria-label={t('audit.filters')} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('audit.filterAction')} error={err('action')} className="min-w-40 flex-1">
          <Input {...register('action')} maxLength={64} autoComplete="off" spellCheck={false} data-testid={ids.filterAction} />
        </Field>
        <Field label={t('audit.filterActor')} error={err('actor')} className="min-w-40 flex-1">
          <Input {...register('actor')} maxLength={64} autoComplete="off" spellCheck={false} data-testid={ids.filterActor} />
        </Field>
        <div className="flex gap-2">
          <Button type="submit" data-testid={ids.filterApply}>
            {t('audit.applyFilters')}
          </Button>
          <Button variant="secondary" onClick={clear} data-testid={ids.filterClear}>
            {t('audit.clearFilters')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-fg-muted">{t('audit.filterHint')}</p>
    </form>
  );
};
