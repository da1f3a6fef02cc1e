import { languages } from '@gp/contracts';
import { Field, Input, Select } from '@gp/ui';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { SettingsForm } from '../../components/settings-form';
import type { SettingsFormContext } from '../../components/settings-screen';
import { useSettingsForm } from '../../components/use-settings-form';
import { merchantFormSchema, toMerchantForm } from './merchant-form-schema';
import { SupportedLanguagesField } from './supported-languages-field';

export const MerchantForm = ({ doc, canWrite, save, feedback }: SettingsFormContext<'merchant'>) => {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsForm({ schema: merchantFormSchema, defaultValues: toMerchantForm(doc.value), save });
  const { register, control, formState } = form;
  const err = useErrorText(formState.errors);
  const supported = useWatch({ control, name: 'supportedLanguages' });
  const current = useWatch({ control, name: 'defaultLanguage' });
  const ids = testIds.merchant;

  // The default must be a supported language; the current one stays listed so the select never lies.
  const defaultOptions = languages
    .filter((l) => supported.includes(l.code) || l.code === current)
    .map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));

  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.merchant}
      feedback={feedback}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('merchant.platformCode')} required error={err('platformCode')}>
          <Input {...register('platformCode')} maxLength={32} autoComplete="off" spellCheck={false} data-testid={ids.platformCode} />
        </Field>
        <Field label={t('merchant.merchantCode')} required error={err('merchantCode')}>
          <Input {...register('merchantCode')} maxLength={32} autoComplete="off" spellCheck={false} data-testid={ids.merchantCode} />
        </Field>
        <Field label={t('merchant.currency')} hint={t('merchant.currencyHint')} required error={err('currency')}>
          <Input
            {...register('currency')}
            maxLength={3}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="uppercase"
            data-testid={ids.currency}
          />
        </Field>
        <Field label={t('merchant.currencySymbol')} required error={err('currencySymbol')}>
          <Input {...register('currencySymbol')} maxLength={8} autoComplete="off" data-testid={ids.currencySymbol} />
        </Field>
        <Field label={t('merchant.lotteryType')} hint={t('merchant.lotteryTypeHint')} error={err('lotteryType')}>
          <Input {...register('lotteryType')} maxLength={32} autoComplete="off" spellCheck={false} data-testid={ids.lotteryType} />
        </Field>
        <Field label={t('merchant.defaultLanguage')} hint={t('merchant.defaultLanguageHint')} required error={err('defaultLanguage')}>
          <Select {...register('defaultLanguage')} options={defaultOptions} data-testid={ids.defaultLanguage} />
        </Field>
      </div>
      <SupportedLanguagesField
        legend={t('merchant.supportedLanguages')}
        hint={t('merchant.supportedLanguagesHint', { count: supported.length })}
        error={err('supportedLanguages')}
        registration={register('supportedLanguages')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('merchant.agentTypeCodes')} hint={t('merchant.agentTypeCodesHint')} required error={err('agentTypeCodes')}>
          <Input {...register('agentTypeCodes')} inputMode="numeric" autoComplete="off" spellCheck={false} data-testid={ids.agentTypeCodes} />
        </Field>
        <Field label={t('merchant.trialTypeCode')} hint={t('merchant.trialTypeCodeHint')} required error={err('trialTypeCode')}>
          <Input {...register('trialTypeCode')} inputMode="numeric" autoComplete="off" data-testid={ids.trialTypeCode} />
        </Field>
      </div>
    </SettingsForm>
  );
};
