import { languages } from '@gp/contracts';
import { Button, Field, Input, Select, SwitchField, Textarea } from '@gp/ui';
import { Controller, useWatch, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isoToLocalInput, localInputToIso } from '../../../../shared/forms/datetime-local';
import type { Translations } from '../../../../shared/forms/translations';
import { TranslationsEditor } from '../../../../shared/forms/translations-editor';
import { testIds } from '../../../../shared/test-ids';
import type { ContentField } from '../../content-fields';
import { ImageUploadField } from '../banners/image-upload-field';
import { PromotionCategorySelect } from './promotion-category-select';
import { LazyRichTextEditor } from '../../rich-text/lazy-rich-text-editor';
import { directionOf, tagOf } from '../../rich-text/rich-text-logic';

type Props = {
  field: ContentField;
  entityKey: string;
  control: Control<FieldValues>;
  register: UseFormRegister<FieldValues>;
  error?: string | undefined;
  /** The error at a nested path under this field, e.g. translations.HI.title. */
  errorAt: (path: string) => string | undefined;
};

type Image = { url: string; sequence: number };

/** One form control chosen by the field's kind; test ids are content-field-<name>. */
export const ContentFieldInput = ({ field, entityKey, control, register, error, errorAt }: Props) => {
  const { t } = useTranslation();
  const label = t(`${entityKey}.field.${field.name}`);
  const testId = `${testIds.content.fieldPrefix}${field.name}`;
  // The field's current value: the images listed, or the category a promotion has.
  const watched = useWatch({ control, name: field.name }) as unknown;
  // The entry's own language sets the direction of its rich text.
  const language = useWatch({ control, name: 'language' }) as unknown;

  switch (field.kind) {
    case 'translations':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <TranslationsEditor
              legend={label}
              value={(f.value ?? {}) as Translations}
              onChange={f.onChange}
              parts={field.parts.map((part) => ({ ...part, label: t(`${entityKey}.field.${part.label}`) }))}
              renderHtml={(part) => <LazyRichTextEditor {...part} hint={t('richText.hint')} />}
              errorFor={(code, part) => errorAt(`${field.name}.${code}.${part}`)}
              // An error on the whole list (not one language's field) shows under its legend.
              error={Object.keys((f.value ?? {}) as object).some((code) => errorAt(`${field.name}.${code}`)) ? undefined : errorAt(field.name)}
            />
          )}
        />
      );
    case 'switch':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => <SwitchField label={label} checked={Boolean(f.value)} onCheckedChange={f.onChange} data-testid={testId} />}
        />
      );
    case 'number':
      return (
        <Field label={label} error={error}>
          <Input type="number" min={0} {...register(field.name, { valueAsNumber: true })} data-testid={testId} />
        </Field>
      );
    case 'select':
      return (
        <Field label={label} error={error}>
          <Select
            {...register(field.name)}
            options={field.options.map((o) => ({ value: o, label: field.translate ? t(`${entityKey}.option.${field.name}.${o}`) : o }))}
            data-testid={testId}
          />
        </Field>
      );
    case 'promotionCategory':
      return (
        <PromotionCategorySelect label={label} error={error} required={field.required} current={watched} registration={register(field.name)} testId={testId} />
      );
    case 'language':
      return (
        <Field label={label} hint={t('content.languageHint')} error={error}>
          <Select {...register(field.name)} options={languages.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))} data-testid={testId} />
        </Field>
      );
    case 'datetime':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <Field label={label} hint={t('content.timeZoneHint')} error={error}>
              <Input
                type="datetime-local"
                value={isoToLocalInput(f.value as string | null)}
                onChange={(e) => f.onChange(localInputToIso(e.target.value))}
                data-testid={testId}
              />
            </Field>
          )}
        />
      );
    case 'images':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => {
            const list = (Array.isArray(watched) ? watched : []) as Image[];
            return (
              <div className="flex flex-col gap-2">
                <ImageUploadField
                  label={label}
                  testId={testId}
                  errorTestId={`${testId}-error`}
                  onUploaded={(url) => f.onChange([...list, { url, sequence: list.length }])}
                />
                {error ? <p className="text-sm text-danger">{error}</p> : null}
                {list.length > 0 ? (
                  <ul className="flex flex-wrap gap-2">
                    {list.map((img, i) => (
                      <li key={img.url} className="flex flex-col items-start gap-1">
                        <img src={img.url} alt="" className="h-16 w-24 rounded border border-border object-cover" />
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          onClick={() => f.onChange(list.filter((_, j) => j !== i).map((x, j) => ({ ...x, sequence: j })))}
                        >
                          {t('content.removeImage')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            );
          }}
        />
      );
    case 'image':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <div className="flex flex-col gap-2">
              <ImageUploadField label={label} testId={testId} errorTestId={`${testId}-error`} onUploaded={(url) => f.onChange(url)} />
              {error ? <p className="text-sm text-danger">{error}</p> : null}
              {typeof f.value === 'string' && f.value ? (
                <div className="flex flex-col items-start gap-1">
                  <img src={f.value} alt="" className="h-16 w-24 rounded border border-border object-cover" data-testid={`${testId}-preview`} />
                  <Button type="button" size="sm" variant="ghost" onClick={() => f.onChange(null)}>
                    {t('content.removeImage')}
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        />
      );
    case 'html':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <LazyRichTextEditor
              value={typeof f.value === 'string' ? f.value : ''}
              onChange={f.onChange}
              label={label}
              hint={t('richText.hint')}
              error={error}
              dir={directionOf(language)}
              lang={tagOf(language)}
              testId={testId}
            />
          )}
        />
      );
    case 'textarea':
      return (
        <Field label={label} error={error}>
          <Textarea {...register(field.name)} rows={4} data-testid={testId} />
        </Field>
      );
    default:
      return (
        <Field label={label} error={error} required={field.required}>
          <Input {...register(field.name)} dir={field.kind === 'url' ? 'ltr' : undefined} data-testid={testId} />
        </Field>
      );
  }
};
