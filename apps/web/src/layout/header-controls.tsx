import { useTranslation } from 'react-i18next';
import { ThemeToggle } from '@gp/ui';
import { LanguagePicker } from './language-picker';

/** Language and theme, offered on every screen including maintenance and region block. */
export const HeaderControls = () => {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <LanguagePicker />
      {/* px-0! works around packages/ui ThemeToggle, whose md padding outranks its own px-0 and
          squeezes the icon to 10 px; drop it once the toggle is fixed there. */}
      <ThemeToggle toDarkLabel={t('common:themeToDark')} toLightLabel={t('common:themeToLight')} className="shrink-0 px-0!" data-testid="theme-toggle" />
    </div>
  );
};
