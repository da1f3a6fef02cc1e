import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { missingLanguagesText } from '../../content-fields';

/**
 * The languages an entry still lacks, as the content lists show them: a check mark when none, else
 * the first few codes and how many more, with every code for the tooltip and screen readers.
 */
export const MissingLanguagesCell = ({ codes }: { codes: readonly string[] }) => {
  const { t } = useTranslation();
  const missing = missingLanguagesText(codes);
  const title = missing.complete ? t('content.languagesComplete') : t('content.languagesMissing', { languages: missing.full });
  return (
    <span title={title} data-testid={testIds.content.missingLanguages}>
      <span aria-hidden="true">{missing.complete ? missing.short : t('content.languagesMissingShort', { languages: missing.short })}</span>
      <span className="sr-only">{title}</span>
    </span>
  );
};
