import { languages } from '@gp/contracts';
import { Checkbox, Fieldset } from '@gp/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { testIds } from '../../../../shared/test-ids';

export type SupportedLanguagesFieldProps = {
  legend: string;
  hint: string;
  error: string | undefined;
  /** One registration shared by every checkbox, so the form value is the list of checked codes. */
  registration: UseFormRegisterReturn;
};

/** All 34 product languages as a checkbox grid (a multi-select that works by touch and keyboard alike). */
export const SupportedLanguagesField = ({ legend, hint, error, registration }: SupportedLanguagesFieldProps) => (
  <Fieldset legend={legend} hint={hint} error={error}>
    <div className="grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:grid-cols-4">
      {languages.map((language) => (
        <Checkbox
          key={language.code}
          {...registration}
          value={language.code}
          data-testid={`${testIds.merchant.supportedLanguagePrefix}${language.code}`}
          label={
            <>
              <span lang={language.tag}>{language.name}</span> <span className="text-fg-muted">({language.code})</span>
            </>
          }
        />
      ))}
    </div>
  </Fieldset>
);
