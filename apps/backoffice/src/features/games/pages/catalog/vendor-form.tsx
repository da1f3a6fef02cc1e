import { boVendorCreate, boVendorUpdate, gameCategories, type BoVendor } from '@gp/contracts';
import { Button, Dialog, Field, Input, Select, SwitchField } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NamesField } from '../../../../shared/forms/names-field';
import { showSaveError } from '../../../../shared/forms/show-save-error';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';

const ids = testIds.vendors;

export type VendorFormProps = {
  /** Null adds a vendor; a vendor edits its names and list exclusion (code and type are fixed). */
  vendor: BoVendor | null;
  onClose: () => void;
  onSave: (values: FieldValues) => Promise<void>;
};

const emptyVendor = {
  vassalage: '',
  displayName: '',
  displayNames: {},
  gameType: 'RNG',
  logoUrl: '',
  enabled: true,
  maintenance: false,
  excludeFromList: false,
  sortOrder: 0,
};

/** Add a vendor, or rename one (per language), in a dialog validated by the contract schema. */
export const VendorForm = ({ vendor, onClose, onSave }: VendorFormProps) => {
  const { t } = useTranslation();
  const form = useForm<FieldValues>({
    resolver: zodResolver(vendor ? boVendorUpdate : boVendorCreate) as unknown as Resolver<FieldValues>,
    defaultValues: vendor ? { displayName: vendor.displayName, displayNames: vendor.displayNames, excludeFromList: vendor.excludeFromList } : emptyVendor,
  });
  const { register, handleSubmit, formState, setError, control, getValues } = form;
  const err = useErrorText(formState.errors);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showSaveError(error, getValues(), setError, 'vassalage', t('error.unexpected'));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !formState.isSubmitting) onClose();
      }}
      title={vendor ? t('vendors.editTitle', { name: vendor.displayName }) : t('vendors.createTitle')}
      className="max-w-2xl"
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid={ids.form} noValidate>
        {vendor ? null : (
          <>
            <Field label={t('vendors.field.code')} hint={t('vendors.codeHint')} error={err('vassalage')} required>
              <Input
                {...register('vassalage', { setValueAs: (v: string) => v.trim().toUpperCase() })}
                dir="ltr"
                autoCapitalize="characters"
                className="font-mono"
                data-testid={ids.code}
              />
            </Field>
            <Field label={t('vendors.field.gameType')} error={err('gameType')}>
              <Select {...register('gameType')} options={gameCategories.map((c) => ({ value: c, label: c }))} data-testid={ids.gameType} />
            </Field>
          </>
        )}
        <Field label={t('vendors.field.name')} hint={t('vendors.nameHint')} error={err('displayName')} required>
          <Input {...register('displayName')} data-testid={ids.name} />
        </Field>
        <NamesField control={control} name="displayNames" legend={t('vendors.field.names')} errorAt={err} />
        {vendor ? null : (
          <>
            <Field label={t('vendors.field.logoUrl')} hint={t('vendors.logoHint')} error={err('logoUrl')}>
              <Input {...register('logoUrl')} dir="ltr" data-testid={ids.logoUrl} />
            </Field>
            <Field label={t('catalog.col.order')} error={err('sortOrder')}>
              <Input type="number" min={0} {...register('sortOrder', { valueAsNumber: true })} data-testid={ids.sortOrder} />
            </Field>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <SwitchField label={t('catalog.col.enabled')} checked={Boolean(field.value)} onCheckedChange={field.onChange} data-testid={ids.enabledField} />
              )}
            />
          </>
        )}
        <Controller
          control={control}
          name="excludeFromList"
          render={({ field }) => (
            <SwitchField
              label={t('vendors.field.excludeFromList')}
              description={t('vendors.excludeHint')}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              data-testid={ids.excludeFromList}
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
            {t('content.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
