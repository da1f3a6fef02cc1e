import type { BoPaymentMethod, BoPaymentMethodCreate, BoPaymentMethodUpdate } from '@gp/contracts';
import { Button, Dialog, Field, Input, Select, SwitchField, Textarea } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NamesField } from '../../../../shared/forms/names-field';
import { showSaveError } from '../../../../shared/forms/show-save-error';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { zodIssueMessage } from '../../../../shared/forms/zod-issue-message';
import { testIds } from '../../../../shared/test-ids';
import { emptyPaymentMethodForm, paymentMethodCreateSchema, paymentMethodUpdateSchema, toPaymentMethodForm } from './payment-method-form-schema';

const ids = testIds.paymentMethods;

export type PaymentMethodFormProps = {
  /** Null adds a method; a method edits everything but its code, kind and provider. */
  method: BoPaymentMethod | null;
  providers: readonly string[];
  onClose: () => void;
  onSave: (values: BoPaymentMethodCreate | BoPaymentMethodUpdate) => Promise<void>;
};

export const PaymentMethodForm = ({ method, providers, onClose, onSave }: PaymentMethodFormProps) => {
  const { t } = useTranslation();
  const schema = method ? paymentMethodUpdateSchema : paymentMethodCreateSchema;
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema, { error: zodIssueMessage(t) }) as unknown as Resolver<FieldValues>,
    defaultValues: method ? toPaymentMethodForm(method) : emptyPaymentMethodForm(),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, control, getValues } = form;
  const err = useErrorText(formState.errors);
  const kind = useWatch({ control, name: 'kind' }) as string;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values as BoPaymentMethodCreate | BoPaymentMethodUpdate);
    } catch (error) {
      showSaveError(error, getValues(), setError, 'code', t('error.unexpected'));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !formState.isSubmitting) onClose();
      }}
      title={method ? t('paymentMethods.editTitle', { name: method.name }) : t('paymentMethods.createTitle')}
      className="max-w-2xl"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid={ids.form}>
        {method ? null : (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('paymentMethods.field.code')} hint={t('paymentMethods.codeHint')} required error={err('code')}>
              <Input {...register('code')} dir="ltr" className="font-mono" autoComplete="off" data-testid={ids.code} />
            </Field>
            <Field label={t('paymentMethods.field.kind')} required error={err('kind')}>
              <Select
                {...register('kind')}
                options={[
                  { value: 'manual_bank', label: t('paymentMethods.kind.manual_bank') },
                  { value: 'gateway', label: t('paymentMethods.kind.gateway') },
                ]}
                data-testid={ids.kind}
              />
            </Field>
            {kind === 'gateway' ? (
              <Field label={t('paymentMethods.field.provider')} required error={err('providerCode')}>
                <Select
                  {...register('providerCode')}
                  placeholder={t('paymentMethods.chooseProvider')}
                  options={providers.filter((p) => p !== 'manual').map((p) => ({ value: p, label: p }))}
                  data-testid={ids.provider}
                />
              </Field>
            ) : null}
          </div>
        )}
        <Field label={t('paymentMethods.field.name')} required error={err('name')}>
          <Input {...register('name')} data-testid={ids.name} />
        </Field>
        <NamesField control={control} name="names" legend={t('paymentMethods.field.names')} errorAt={err} />
        {kind === 'manual_bank' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('paymentMethods.field.bankName')} required error={err('bankName')}>
              <Input {...register('bankName')} data-testid={ids.bankName} />
            </Field>
            <Field label={t('paymentMethods.field.accountName')} required error={err('accountName')}>
              <Input {...register('accountName')} data-testid={ids.accountName} />
            </Field>
            <Field label={t('paymentMethods.field.accountNumber')} required error={err('accountNumber')}>
              <Input {...register('accountNumber')} dir="ltr" autoComplete="off" data-testid={ids.accountNumber} />
            </Field>
          </div>
        ) : null}
        {kind === 'manual_bank' ? (
          <Field label={t('paymentMethods.field.instructions')} error={err('instructions')}>
            <Textarea {...register('instructions')} rows={3} data-testid={ids.instructions} />
          </Field>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('paymentMethods.field.minAmount')} hint={t('cashier.amountInMajorUnits')} required error={err('minAmount')}>
            <Input {...register('minAmount')} inputMode="decimal" dir="ltr" autoComplete="off" data-testid={ids.minAmount} />
          </Field>
          <Field label={t('paymentMethods.field.maxAmount')} hint={t('cashier.amountInMajorUnits')} required error={err('maxAmount')}>
            <Input {...register('maxAmount')} inputMode="decimal" dir="ltr" autoComplete="off" data-testid={ids.maxAmount} />
          </Field>
          <Field label={t('paymentMethods.field.sortOrder')} error={err('sortOrder')}>
            <Input {...register('sortOrder')} inputMode="numeric" dir="ltr" autoComplete="off" data-testid={ids.sortOrder} />
          </Field>
        </div>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <SwitchField
              label={t('paymentMethods.field.enabled')}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              data-testid={ids.enabledField}
            />
          )}
        />
        {formState.errors.root?.message ? (
          <p role="alert" className="text-sm text-danger" data-testid={ids.formError}>
            {formState.errors.root.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid={ids.save}>
            {t('paymentMethods.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
