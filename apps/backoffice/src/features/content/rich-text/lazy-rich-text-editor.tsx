import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-props';

// TipTap and ProseMirror are loaded when a form with rich text opens, not with the back office's first route.
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/** The rich-text editor, loaded on first use; a placeholder of its size stands in meanwhile. */
export const LazyRichTextEditor = (props: RichTextEditorProps) => {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-fg">{props.label}</span>
          <div className="min-h-48 animate-pulse rounded-md border border-border bg-muted" role="status" aria-live="polite">
            <span className="sr-only">{t('richText.loading')}</span>
          </div>
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
};
