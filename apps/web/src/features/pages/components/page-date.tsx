import { useTranslation } from 'react-i18next';

/** When a page appeared, as a date in the reader's language. */
export const PageDate = ({ at, className }: { at: string; className?: string }) => {
  const { i18n } = useTranslation();
  const text = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(at));
  return (
    <time dateTime={at} className={className ?? 'text-sm text-fg-muted'}>
      {text}
    </time>
  );
};
