import { bannerGroups, boBannerInput, linkageTypes, type boBanner, type LanguageCode } from '@gp/contracts';
import { Button, Dialog, Field, Input, Select, SwitchField } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerIssues } from '../../../../shared/forms/apply-server-issues';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { isApiError } from '../../../../shared/http/api-error';
import { testIds } from '../../../../shared/test-ids';
import type { ContentField } from '../../content-fields';
import { ContentFieldInput } from '../entities/content-field-input';
import { ImageUploadField } from './image-upload-field';

type Banner = z.infer<typeof boBanner>;
type FormIn = z.input<typeof boBannerInput>;
type FormOut = z.output<typeof boBannerInput>;
const ids = testIds.banners;

export type BannerFormProps = {
  banner: Banner | null;
  /** The language a new banner's words are in unless the editor picks another. */
  defaultLanguage: LanguageCode;
  onClose: () => void;
  onSave: (values: FormOut) => Promise<void>;
};

/** The words over the image, edited as the other content entries edit their text and its languages. */
const wordFields: readonly ContentField[] = [
  { name: 'headline', kind: 'text' },
  { name: 'subline', kind: 'text' },
  { name: 'cta', kind: 'text' },
  { name: 'language', kind: 'language' },
  {
    name: 'translations',
    kind: 'translations',
    parts: [
      { name: 'headline', label: 'headline', kind: 'text', required: true },
      { name: 'subline', label: 'subline', kind: 'text' },
      { name: 'cta', label: 'cta', kind: 'text' },
    ],
  },
];

const defaultsOf = (b: Banner | null, language: LanguageCode): FormIn =>
  b
    ? {
        groupName: b.groupName,
        url: b.url,
        linkageType: b.linkageType,
        linkTarget: b.linkTarget,
        sequence: b.sequence,
        enabled: b.enabled,
        headline: b.headline,
        subline: b.subline,
        cta: b.cta,
        language: b.language,
        translations: b.translations,
      }
    : {
        groupName: 'w_home',
        url: '',
        linkageType: 'NONE',
        linkTarget: '',
        sequence: 0,
        enabled: true,
        headline: '',
        subline: '',
        cta: '',
        language,
        translations: {},
      };

/** Create or edit one banner in a dialog; the contract schema validates, the server's issues land on fields. */
export const BannerForm = ({ banner, defaultLanguage, onClose, onSave }: BannerFormProps) => {
  const { t } = useTranslation();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(boBannerInput), defaultValues: defaultsOf(banner, defaultLanguage) });
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
      className="max-w-2xl"
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
        <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border border-border p-3" data-testid="banner-words">
          <legend className="px-1 text-sm font-semibold">{t('banners.words')}</legend>
          <p className="text-sm text-fg-muted">{t('banners.wordsHint')}</p>
          {wordFields.map((field) => (
            <ContentFieldInput
              key={field.name}
              field={field}
              entityKey="banners"
              // The shared field renderer takes an untyped form; this form's values are a superset of its fields.
              control={control as unknown as Control<FieldValues>}
              register={register as unknown as UseFormRegister<FieldValues>}
              error={err(field.name)}
              errorAt={err}
            />
          ))}
        </fieldset>
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
