import type { BoAdjustment } from '@gp/contracts';
import { Button, Dialog, Field, Input, Select, Textarea } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../../shared/forms/apply-server-issues';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { zodIssueMessage } from '../../../../shared/forms/zod-issue-message';
import { isApiError } from '../../../../shared/http/api-error';
import { testIds } from '../../../../shared/test-ids';
import { createAdjustment } from '../../api/cashier-api';
import {
  adjustmentDirections,
  adjustmentFormSchema,
  emptyAdjustmentForm,
  toAdjustmentRequest,
  type AdjustmentFormOutput,
  type AdjustmentFormValues,
} from './adjustment-form-schema';

const ids = testIds.adjustments;

export type AdjustmentCreateDialogProps = { memberAccount?: string; onClose: () => void; onCreated: (adjustment: BoAdjustment) => void };

/** A manual credit or debit with its reason; above the configured amount it waits for a second approver. */
export const AdjustmentCreateDialog = ({ memberAccount, onClose, onCreated }: AdjustmentCreateDialogProps) => {
  const { t } = useTranslation();
  // One key per opened form: a double click or a retry after a lost answer is one adjustment.
  const [idempotencyKey] = useState(() => `bo-${crypto.randomUUID()}`);
  const form = useForm<AdjustmentFormValues, unknown, AdjustmentFormOutput>({
    resolver: zodResolver(adjustmentFormSchema, { error: zodIssueMessage(t) }),
    defaultValues: emptyAdjustmentForm(memberAccount),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const err = useErrorText(formState.errors);

  const submit = handleSubmit(async (values) => {
    try {
      onCreated(await createAdjustment(toAdjustmentRequest(values, idempotencyKey)));
    } catch (error) {
      if (isApiError(error) && applyServerIssues(error.issues, getValues(), setError) > 0) return;
      if (isApiError(error) && error.code === 'NOT_FOUND') {
        setError('memberAccount', { type: 'server', message: t('adjustments.memberNotFound') }, { shouldFocus: true });
        return;
      }
      setError('root', { type: 'server', message: error instanceof Error ? error.message : t('error.unexpected') });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !formState.isSubmitting) onClose();
      }}
      title={t('adjustments.createTitle')}
      description={t('adjustments.createHelp')}
      className="max-w-lg"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid={ids.form}>
        <Field label={t('adjustments.field.account')} required error={err('memberAccount')}>
          <Input {...register('memberAccount')} dir="ltr" autoComplete="off" data-testid={ids.account} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('adjustments.field.direction')} required error={err('direction')}>
            <Select
              {...register('direction')}
              options={adjustmentDirections.map((d) => ({ value: d, label: t(`adjustments.direction.${d}`) }))}
              data-testid={ids.direction}
            />
          </Field>
          <Field label={t('adjustments.field.amount')} hint={t('adjustments.amountHint')} required error={err('amount')}>
            <Input {...register('amount')} inputMode="decimal" dir="ltr" autoComplete="off" data-testid={ids.amount} />
          </Field>
        </div>
        <Field label={t('adjustments.field.reason')} hint={t('adjustments.reasonHint')} required error={err('reason')}>
          <Textarea {...register('reason')} rows={3} data-testid={ids.reason} />
        </Field>
        {formState.errors.root?.message ? (
          <p role="alert" className="text-sm text-danger" data-testid={ids.formError}>
            {formState.errors.root.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid={ids.submit}>
            {t('adjustments.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
