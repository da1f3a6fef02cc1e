import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionProvider } from '@gp/ui';
import { directionOf, languageForTag } from './language-table';

/**
 * Hands the current language's direction to Radix primitives. <html lang/dir> is already set
 * synchronously by i18n-instance.ts on every change, so this adds no extra repaint.
 */
export const LanguageDirection = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  return (
    <DirectionProvider lang={i18n.language} dir={directionOf(languageForTag(i18n.language))}>
      {children}
    </DirectionProvider>
  );
};
