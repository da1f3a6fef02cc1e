import { siteThemes } from '@gp/contracts';
import { Field, Input, Select, Textarea } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { SettingsForm } from '../../components/settings-form';
import type { SettingsFormContext } from '../../components/settings-screen';
import { useSettingsForm } from '../../components/use-settings-form';
import { siteFormSchema, toSiteForm } from './site-form-schema';

export const SiteForm = ({ doc, canWrite, save, feedback }: SettingsFormContext<'site'>) => {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsForm({ schema: siteFormSchema, defaultValues: toSiteForm(doc.value), save });
  const { register, formState } = form;
  const err = useErrorText(formState.errors);
  const ids = testIds.site;
  // Hosts and URLs read left to right in every language.
  const code = { dir: 'ltr', spellCheck: false, autoComplete: 'off', className: 'font-mono' } as const;
  const themeLabels = { dark: t('site.themeDark'), light: t('site.themeLight'), system: t('site.themeSystem') };
  const themeOptions = siteThemes.map((value) => ({ value, label: themeLabels[value] }));

  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.site}
      feedback={feedback}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('site.mainDomain')} hint={t('site.mainDomainHint')} error={err('mainDomain')}>
          <Input {...register('mainDomain')} {...code} maxLength={253} data-testid={ids.mainDomain} />
        </Field>
        <Field label={t('site.gtagId')} hint={t('site.gtagIdHint')} error={err('gtagId')}>
          <Input {...register('gtagId')} {...code} maxLength={32} data-testid={ids.gtagId} />
        </Field>
      </div>
      <Field label={t('site.defaultTheme')} hint={t('site.defaultThemeHint')} error={err('defaultTheme')}>
        <Select {...register('defaultTheme')} options={themeOptions} wrapperClassName="sm:max-w-xs" data-testid={ids.defaultTheme} />
      </Field>
      <Field label={t('site.domainRoute')} hint={t('site.domainRouteHint')} error={err('domainRoute')}>
        <Textarea {...register('domainRoute')} {...code} rows={4} data-testid={ids.domainRoute} />
      </Field>
      <div className="grid gap-4 lg:grid-cols-2">
        <Field label={t('site.imageCDNs')} hint={t('site.cdnHint')} error={err('imageCDNs')}>
          <Textarea {...register('imageCDNs')} {...code} rows={4} data-testid={ids.imageCDNs} />
        </Field>
        <Field label={t('site.launchGameCDNs')} hint={t('site.cdnHint')} error={err('launchGameCDNs')}>
          <Textarea {...register('launchGameCDNs')} {...code} rows={4} data-testid={ids.launchGameCDNs} />
        </Field>
      </div>
    </SettingsForm>
  );
};
