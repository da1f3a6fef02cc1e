import type { LanguageCode } from '@gp/contracts';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { namesToTranslations, translationsToNames } from './translations';
import { TranslationsEditor } from './translations-editor';

type Props = { control: Control<FieldValues>; name: string; legend: string; errorAt: (path: string) => string | undefined };

/** A vendor's or game's name in other languages: { HI: "..." }, edited one language at a time. */
export const NamesField = ({ control, name, legend, errorAt }: Props) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TranslationsEditor
          legend={legend}
          value={namesToTranslations((field.value ?? {}) as Partial<Record<string, string>>)}
          onChange={(next) => field.onChange(translationsToNames(next))}
          parts={[{ name: 'name', label: t('catalog.field.translatedName'), kind: 'text', required: true }]}
          errorFor={(code: LanguageCode) => errorAt(`${name}.${code}`)}
        />
      )}
    />
  );
};
