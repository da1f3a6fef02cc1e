import type { languages } from '@gp/contracts';
import { Field, Fieldset, Textarea } from '@gp/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Language = (typeof languages)[number];

export type LocalizedTextFieldsProps = {
  legend: string;
  hint?: string;
  languages: readonly Language[];
  /** Registers the text of one language code, e.g. register(`message.${code}`). */
  register: (code: Language['code']) => UseFormRegisterReturn;
  errorFor: (code: Language['code']) => string | undefined;
  testIdPrefix: string;
};

/** One textarea per language; each is written in its own script and direction. */
export const LocalizedTextFields = ({ legend, hint, languages, register, errorFor, testIdPrefix }: LocalizedTextFieldsProps) => (
  <Fieldset legend={legend} hint={hint}>
    <div className="grid gap-4 lg:grid-cols-2">
      {languages.map((language) => (
        <Field
          key={language.code}
          label={
            <>
              <span lang={language.tag}>{language.name}</span> ({language.code})
            </>
          }
          error={errorFor(language.code)}
        >
          <Textarea
            {...register(language.code)}
            rows={3}
            lang={language.tag}
            dir={language.dir}
            maxLength={2000}
            data-testid={`${testIdPrefix}${language.code}`}
          />
        </Field>
      ))}
    </div>
  </Fieldset>
);
