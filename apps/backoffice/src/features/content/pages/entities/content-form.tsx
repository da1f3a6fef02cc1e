import type { LanguageCode } from '@gp/contracts';
import { Button, Dialog } from '@gp/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../../shared/forms/apply-server-issues';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { isApiError } from '../../../../shared/http/api-error';
import { testIds } from '../../../../shared/test-ids';
import type { ContentEntity } from '../../content-entities';
import { formValuesOf } from '../../content-fields';
import { ContentFieldInput } from './content-field-input';
import { SanitizedPreview } from './sanitized-preview';

type Row = Record<string, unknown>;

export type ContentFormProps = {
  entity: ContentEntity;
  entry: Row | null;
  /** The language a new entry's own text is in unless the editor picks another. */
  defaultLanguage: LanguageCode;
  onClose: () => void;
  onSave: (values: Row) => Promise<void>;
};

/** Create or edit one entry in a dialog, validated by the entity's contract schema. */
export const ContentForm = ({ entity, entry, defaultLanguage, onClose, onSave }: ContentFormProps) => {
  const { t } = useTranslation();
  const form = useForm<FieldValues>({
    resolver: zodResolver(entity.input) as unknown as Resolver<FieldValues>,
    defaultValues: formValuesOf(entity.fields, entry, defaultLanguage),
  });
  const { register, handleSubmit, formState, setError, control, getValues } = form;
  const err = useErrorText(formState.errors);
  const saved = entity.htmlField && entry ? entry[entity.htmlField] : undefined;

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
      title={entry ? t(`${entity.key}.editTitle`) : t(`${entity.key}.createTitle`)}
      className="max-w-2xl"
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid={testIds.content.form} noValidate>
        {entity.fields.map((field) => (
          <ContentFieldInput
            key={field.name}
            field={field}
            entityKey={entity.key}
            control={control}
            register={register}
            error={err(field.name)}
            errorAt={err}
          />
        ))}
        {typeof saved === 'string' ? <SanitizedPreview html={saved} /> : null}
        {formState.errors.root?.message ? (
          <p role="alert" className="text-sm text-danger">
            {formState.errors.root.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid={testIds.content.save}>
            {t('content.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
