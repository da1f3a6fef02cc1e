import { DirectionProvider as RadixDirectionProvider } from '@radix-ui/react-direction';
import { useEffect, type ReactNode } from 'react';

export type Direction = 'ltr' | 'rtl';

export type DirectionProviderProps = {
  /** BCP-47 tag of the current language, e.g. "hi" or "zh-CN". */
  lang: string;
  dir: Direction;
  children: ReactNode;
};

/**
 * Keeps <html lang> and <html dir> in step with the current language (fonts, hyphenation, screen
 * reader voice, logical CSS) and tells Radix primitives the direction for keyboard handling.
 */
export const DirectionProvider = ({ lang, dir, children }: DirectionProviderProps) => {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = lang;
    root.dir = dir;
  }, [lang, dir]);

  return <RadixDirectionProvider dir={dir}>{children}</RadixDirectionProvider>;
};
