import { createContext, useContext } from 'react';

/** What a Field tells the control inside it, so label, hint and error are wired without repetition. */
export type FieldControl = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

export const FieldContext = createContext<FieldControl | null>(null);

export const useFieldControl = (): FieldControl | null => useContext(FieldContext);

type OwnAria = {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
};

/**
 * Attributes a control spreads so assistive tech hears its Field's label, hint and error. The
 * requirement is announced with aria-required rather than `required`, so the browser's own
 * (untranslated) validation bubbles never pre-empt the form's messages.
 */
export const controlAria = (field: FieldControl | null, own: OwnAria) => ({
  id: own.id ?? field?.id,
  'aria-describedby': [own['aria-describedby'], field?.describedBy].filter(Boolean).join(' ') || undefined,
  'aria-invalid': field?.invalid || undefined,
  'aria-required': field?.required || undefined,
});
