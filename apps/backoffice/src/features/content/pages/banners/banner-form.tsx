import { bannerGroups, boBannerInput, linkageTypes, type boBanner } from '@gp/contracts';
import { Button, Dialog, Field, Input, Select, SwitchField } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerIssues } from '../../../../shared/forms/apply-server-issues';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { isApiError } from '../../../../shared/http/api-error';
import { testIds } from '../../../../shared/test-ids';
import { ImageUploadField } from './image-upload-field';

type Banner = z.infer<typeof boBanner>;
type FormIn = z.input<typeof boBannerInput>;
type FormOut = z.output<typeof boBannerInput>;
const ids = testIds.banners;

export type BannerFormProps = { banner: Banner | null; onClose: () => void; onSave: (values: FormOut) => Promise<void> };

const defaultsOf = (b: Banner | null): FormIn =>
  b
    ? { groupName: b.groupName, url: b.url, linkageType: b.linkageType, linkTarget: b.linkTarget, sequence: b.sequence, enabled: b.enabled }
    : { groupName: 'w_home', url: '', linkageType: 'NONE', linkTarget: '', sequence: 0, enabled: true };

/** Create or edit one banner in a dialog; the contract schema validates, the server's issues land on fields. */
export const BannerForm = ({ banner, onClose, onSave }: BannerFormProps) => {
  const { t } = useTranslation();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(boBannerInput), defaultValues: defaultsOf(banner) });
  const { register, handleSubmit, formState, setValue, setError, control, getValues } = form;
  const err = useErrorText(formState.errors);
  const url = useWatch({ control, name: 'url' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (isApiError(error) && applyServerIssues(error.issues, getValues(), setError) > 0) return;
      setError('root', { message: error instanceof Error ? error.message : t('error.unexpected') });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !formState.isSubmitting) onClose();
      }}
      title={banner ? t('banners.editTitle') : t('banners.createTitle')}
      className="max-w-lg"
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid={ids.form} noValidate>
        <Field label={t('banners.group')} error={err('groupName')}>
          <Select {...register('groupName')} options={bannerGroups.map((g) => ({ value: g, label: t(`banners.groupName.${g}`) }))} data-testid={ids.group} />
        </Field>
        <ImageUploadField
          label={t('banners.image')}
          testId={ids.file}
          errorTestId={ids.fileError}
          onUploaded={(u) => setValue('url', u, { shouldDirty: true, shouldValidate: true })}
        />
        <Field label={t('banners.url')} error={err('url')} required>
          <Input {...register('url')} dir="ltr" data-testid={ids.url} />
        </Field>
        {url ? (
          <img src={url} alt={t('banners.previewAlt')} className="max-h-32 w-full rounded-md border border-border object-contain" data-testid={ids.preview} />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('banners.linkageType')} error={err('linkageType')}>
            <Select
              {...register('linkageType')}
              options={linkageTypes.map((l) => ({ value: l, label: t(`banners.linkage.${l}`) }))}
              data-testid={ids.linkageType}
            />
          </Field>
          <Field label={t('banners.sequence')} error={err('sequence')}>
            <Input type="number" min={0} {...register('sequence', { valueAsNumber: true })} data-testid={ids.sequence} />
          </Field>
        </div>
        <Field label={t('banners.linkTarget')} error={err('linkTarget')}>
          <Input {...register('linkTarget')} dir="ltr" data-testid={ids.linkTarget} />
        </Field>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <SwitchField label={t('content.enabled')} checked={field.value ?? true} onCheckedChange={field.onChange} data-testid={ids.enabled} />
          )}
        />
        {formState.errors.root?.message ? (
          <p role="alert" className="text-sm text-danger">
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
