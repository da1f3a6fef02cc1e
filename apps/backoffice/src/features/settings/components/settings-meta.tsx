import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { testIds } from '../../../shared/test-ids';

export type SettingsMetaProps = { version: number; updatedAt: string; updatedBy: string | null };

/** When and by whom the document was last saved, so an operator knows what they are looking at. */
export const SettingsMeta = ({ version, updatedAt, updatedBy }: SettingsMetaProps) => {
  const { t, i18n } = useTranslation();
  return (
    <p className="text-sm text-fg-muted" data-testid={testIds.settings.meta} data-version={version}>
      {t('settings.meta', {
        version,
        when: formatDateTime(updatedAt, i18n.language),
        who: updatedBy ?? t('settings.metaSystem'),
      })}
    </p>
  );
};
