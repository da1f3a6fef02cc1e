import { useTranslation } from 'react-i18next';

/** The honest state of a page whose content arrives with a later issue. */
export const SoonState = ({ testId = 'available-soon' }: { testId?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-dashed border-border-strong bg-surface p-8 text-center" data-testid={testId}>
      <p className="text-base font-medium">{t('site:availableSoon')}</p>
      <p className="mt-1 text-sm text-fg-muted">{t('site:availableSoonHint')}</p>
    </div>
  );
};
