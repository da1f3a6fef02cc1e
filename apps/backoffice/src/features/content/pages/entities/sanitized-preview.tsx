import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';

/**
 * The saved content as players see it. The HTML comes from the server, which cleaned it with
 * sanitize-html on write; text typed in the form is never injected before the server has cleaned it.
 */
export const SanitizedPreview = ({ html }: { html: string }) => {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-medium text-fg-muted">{t('content.savedPreview')}</h3>
      <div
        className="max-h-60 overflow-auto rounded-md border border-border p-3 text-start text-sm"
        data-testid={testIds.content.preview}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
};
