import type { StaffProfile } from '@gp/contracts';
import { LanguageSelect } from '@gp/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { uiLanguages } from '../../shared/i18n/backoffice-languages';
import { useUiLanguage } from '../../shared/i18n/use-ui-language';
import { testIds } from '../../shared/test-ids';
import { SignOutButton } from '../session/sign-out-button';

const languageOptions = uiLanguages.map((l) => ({ value: l.tag, label: l.name }));

/** Who is signed in, in which language, and the way out. */
export const AccountPanel = ({ staff }: { staff: StaffProfile }) => {
  const { t } = useTranslation();
  const { tag, change } = useUiLanguage();
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <div className="min-w-0">
        <p className="truncate font-semibold text-fg" data-testid={testIds.layout.staffName}>
          {staff.username}
        </p>
        <p className="text-sm text-fg-muted" data-testid={testIds.layout.staffRoles}>
          <span className="sr-only">{t('layout.roles')}: </span>
          {staff.roles.map((r) => t(`role.${r}`)).join(', ')}
        </p>
      </div>
      <LanguageSelect label={t('layout.language')} showLabel value={tag} onChange={change} options={languageOptions} data-testid={testIds.layout.language} />
      <Link to="/change-password" className="text-sm text-fg-muted underline hover:text-fg" data-testid={testIds.layout.changePassword}>
        {t('layout.changePassword')}
      </Link>
      <SignOutButton />
    </div>
  );
};
