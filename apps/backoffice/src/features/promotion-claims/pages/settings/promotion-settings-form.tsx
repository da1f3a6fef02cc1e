import { Field, Input, SwitchField } from '@gp/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { SettingsForm } from '../../../settings/components/settings-form';
import type { SettingsFormContext } from '../../../settings/components/settings-screen';
import { useSettingsForm } from '../../../settings/components/use-settings-form';
import { promotionClaimsTestIds as ids } from '../../promotion-claims-test-ids';
import { promotionSettingsFormSchema, toPromotionSettingsForm } from './promotion-settings-form-schema';

/** The promotions document: the four-eyes threshold of claim approvals, and holding claims of members who share an identity. */
export const PromotionSettingsForm = ({ doc, canWrite, save, feedback }: SettingsFormContext<'promotions'>) => {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsForm({ schema: promotionSettingsFormSchema, defaultValues: toPromotionSettingsForm(doc.value), save });
  const { register, control, formState } = form;
  const err = useErrorText(formState.errors);
  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.promotions}
      feedback={feedback}
    >
      <div className="flex flex-col gap-4">
        <Field
          label={t('promotionSettings.reviewSecondApprovalAbove')}
          hint={t('promotionSettings.hint.reviewSecondApprovalAbove')}
          required
          error={err('reviewSecondApprovalAbove')}
        >
          <Input
            {...register('reviewSecondApprovalAbove')}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            disabled={!canWrite}
            data-testid={ids.settingsAmount}
          />
        </Field>
        <Controller
          control={control}
          name="sharedIdentityReview"
          render={({ field }) => (
            <SwitchField
              label={t('promotionSettings.sharedIdentityReview')}
              description={t('promotionSettings.hint.sharedIdentityReview')}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              disabled={!canWrite}
            />
          )}
        />
      </div>
    </SettingsForm>
  );
};
