import { useTranslation } from 'react-i18next';
import { ThemeToggle } from '@gp/ui';
import { LanguagePicker } from './language-picker';

/** Language and theme, offered on every screen including maintenance and region block. */
export const HeaderControls = () => {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <LanguagePicker />
      <ThemeToggle toDarkLabel={t('common:themeToDark')} toLightLabel={t('common:themeToLight')} className="shrink-0" data-testid="theme-toggle" />
    </div>
  );
};
