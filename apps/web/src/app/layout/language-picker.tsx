import { useTranslation } from 'react-i18next';
import { languages, type LanguageCode } from '@gp/contracts';
import { LanguageSelect } from '@gp/ui';
import { useLanguage } from '../../shared/i18n/use-language';
import { usePermission } from '../../features/system/queries/use-permission';

const asLanguageCode = (value: string): LanguageCode | undefined => languages.find((l) => l.code === value)?.code;

/** The merchant's languages, each named in its own script; every language until the list is known. */
export const LanguagePicker = ({ testId = 'language-select' }: { testId?: string }) => {
  const { t } = useTranslation();
  const { code, change } = useLanguage();
  const supported = usePermission().data?.merchant.supportedLanguages;
  const offered = languages.filter((l) => !supported || supported.includes(l.code) || l.code === code);

  return (
    <LanguageSelect
      label={t('common:language')}
      value={code}
      options={offered.map((l) => ({ value: l.code, label: l.name }))}
      onChange={(value) => {
        const next = asLanguageCode(value);
        // A catalog that cannot be fetched leaves the language, and so this select, as it was.
        if (next) change(next).catch(() => undefined);
      }}
      data-testid={testId}
    />
  );
};
