import { Alert, Button } from '@gp/ui';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateKnownMessage } from '../../../../shared/forms/known-messages';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { SettingsForm } from '../../components/settings-form';
import type { SettingsFormContext } from '../../components/settings-screen';
import { useSettingsForm } from '../../components/use-settings-form';
import { blankProvider, socialFormSchema, toSocialForm } from './social-form-schema';
import { SocialProviderRow } from './social-provider-row';

/** The contract's limit on providers (settings `socialSettings`). */
const maxProviders = 10;

export const SocialForm = ({ doc, canWrite, save, feedback }: SettingsFormContext<'social'>) => {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsForm({ schema: socialFormSchema, defaultValues: toSocialForm(doc.value), save });
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'providers' });
  const err = useErrorText(formState.errors);
  // A rule over the whole list (ids must differ) is reported on `providers` itself.
  const own = formState.errors.providers?.message;
  const listMessage = err('providers.root') ?? (own ? translateKnownMessage(t, own) : undefined);

  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.social}
      feedback={feedback}
    >
      {listMessage ? (
        <Alert tone="danger" data-testid={testIds.social.listError}>
          {listMessage}
        </Alert>
      ) : null}
      {fields.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid={testIds.social.empty}>
          {t('social.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {fields.map((item, index) => (
            <SocialProviderRow key={item.id} index={index} control={control} register={register} err={err} canWrite={canWrite} onRemove={() => remove(index)} />
          ))}
        </ul>
      )}
      {canWrite && fields.length < maxProviders ? (
        <div>
          <Button variant="secondary" onClick={() => append(blankProvider())} data-testid={testIds.social.add}>
            {t('social.add')}
          </Button>
        </div>
      ) : null}
    </SettingsForm>
  );
};
