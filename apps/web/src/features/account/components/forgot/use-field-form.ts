import { useState } from 'react';
import { firstInvalid, type FieldErrors } from '../register/field-errors';

/** Values, field problems and blur checks of a small form whose whole check is one pure function. */
export const useFieldForm = <K extends string>(initial: Record<K, string>, check: (values: Record<K, string>) => FieldErrors) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: K, value: string) => setValues((current) => ({ ...current, [name]: value }));
  /** Re-checks one field on blur: shows its problem, or clears the one it had. */
  const blur = (name: K) => {
    const problem = check(values)[name];
    setErrors((current) => {
      const next = { ...current };
      if (problem) next[name] = problem;
      else delete next[name];
      return next;
    });
  };
  return { values, set, errors, setErrors, blur };
};

/** Focuses the first field, in `order`, that has a problem; true when there was one. */
export const focusFirstInvalid = (root: HTMLElement, order: readonly string[], errors: FieldErrors): boolean => {
  const first = firstInvalid(order, errors);
  if (first) root.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  return first !== null;
};
