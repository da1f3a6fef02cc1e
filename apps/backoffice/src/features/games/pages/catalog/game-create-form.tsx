import { boGameCreate, type BoVendor } from '@gp/contracts';
import { Button, Dialog, Field, Input, Select, SwitchField } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NamesField } from '../../../../shared/forms/names-field';
import { showSaveError } from '../../../../shared/forms/show-save-error';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';

const ids = testIds.games;

export type GameCreateFormProps = { vendors: readonly BoVendor[]; onClose: () => void; onSave: (values: FieldValues) => Promise<void> };

/** Add a game to a vendor, in a dialog validated by the contract schema; its type is its vendor's. */
export const GameCreateForm = ({ vendors, onClose, onSave }: GameCreateFormProps) => {
  const { t } = useTranslation();
  const form = useForm<FieldValues>({
    resolver: zodResolver(boGameCreate) as unknown as Resolver<FieldValues>,
    defaultValues: {
      vassalage: vendors[0]?.vassalage ?? '',
      gameCode: '',
      gameName: '',
      displayNames: {},
      iconUrl: '',
      isHot: false,
      isGame: 'GAME',
      enabled: true,
      maintenance: false,
      sortOrder: 0,
    },
  });
  const { register, handleSubmit, formState, setError, control, getValues } = form;
  const err = useErrorText(formState.errors);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showSaveError(error, getValues(), setError, 'gameCode', t('error.unexpected'));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !formState.isSubmitting) onClose();
      }}
      title={t('games.createTitle')}
      className="max-w-2xl"
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid={ids.form} noValidate>
        <Field label={t('games.col.vendor')} error={err('vassalage')} required>
          <Select
            {...register('vassalage')}
            options={vendors.map((v) => ({ value: v.vassalage, label: `${v.displayName} (${v.vassalage}, ${v.gameType})` }))}
            data-testid={ids.vendor}
          />
        </Field>
        <Field label={t('games.field.code')} error={err('gameCode')} required>
          <Input {...register('gameCode')} dir="ltr" className="font-mono" data-testid={ids.code} />
        </Field>
        <Field label={t('games.field.name')} hint={t('games.nameHint')} error={err('gameName')} required>
          <Input {...register('gameName')} data-testid={ids.name} />
        </Field>
        <NamesField control={control} name="displayNames" legend={t('games.field.names')} errorAt={err} />
        <Field label={t('games.field.iconUrl')} hint={t('games.iconHint')} error={err('iconUrl')}>
          <Input {...register('iconUrl')} dir="ltr" data-testid={ids.iconUrl} />
        </Field>
        <Field label={t('catalog.col.order')} error={err('sortOrder')}>
          <Input type="number" min={0} {...register('sortOrder', { valueAsNumber: true })} data-testid={ids.sortOrder} />
        </Field>
        <Controller
          control={control}
          name="isHot"
          render={({ field }) => (
            <SwitchField label={t('games.col.hot')} checked={Boolean(field.value)} onCheckedChange={field.onChange} data-testid={ids.hotField} />
          )}
        />
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <SwitchField label={t('catalog.col.enabled')} checked={Boolean(field.value)} onCheckedChange={field.onChange} data-testid={ids.enabledField} />
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
