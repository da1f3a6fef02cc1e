import { coreRegisterFields, registerFieldNames, registerSettings, type PatternId, type RegisterFieldName, type RegisterSettings } from '@gp/contracts';
import { z } from 'zod';
import { toNumber } from '../../../../shared/forms/text-lists';

/** What a new rule starts from when a field had none. */
const blankRule = { patternId: 'length' as PatternId, minLength: '0', maxLength: '64', acceptedPattern: '*' };

// The rule's inputs sit at the contract's own path (fields.x.validation.*) so its issues land beside them.
const rowSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** Off: the field takes any text (validation null); its rule is kept so turning it back on restores it. */
  checked: z.boolean(),
  validation: z.object({ patternId: z.string(), minLength: z.string(), maxLength: z.string(), acceptedPattern: z.string() }),
});
type RowValues = z.input<typeof rowSchema>;

export const registerFormSchema = z
  .object({ fields: z.object(Object.fromEntries(registerFieldNames.map((n) => [n, rowSchema])) as Record<RegisterFieldName, typeof rowSchema>) })
  .transform((form) => ({
    fields: Object.fromEntries(
      registerFieldNames.map((name) => {
        const row = form.fields[name];
        const v = row.validation;
        const validation = row.checked
          ? { patternId: v.patternId, minLength: toNumber(v.minLength), maxLength: toNumber(v.maxLength), acceptedPattern: v.acceptedPattern.trim() || '*' }
          : null;
        return [name, { enabled: row.enabled, required: row.enabled && row.required, validation }];
      }),
    ),
  }))
  .pipe(registerSettings);

export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const toRegisterForm = (value: RegisterSettings): RegisterFormValues => ({
  fields: Object.fromEntries(
    registerFieldNames.map((name): [RegisterFieldName, RowValues] => {
      const f = value.fields[name];
      const v = f.validation;
      return [
        name,
        {
          enabled: f.enabled,
          required: f.required,
          checked: v !== null,
          validation: v
            ? { patternId: v.patternId, minLength: String(v.minLength), maxLength: String(v.maxLength), acceptedPattern: v.acceptedPattern }
            : blankRule,
        },
      ];
    }),
  ) as RegisterFormValues['fields'],
});

/** Username and password are always asked for; their switches are shown but locked. */
export const isCoreField = (name: RegisterFieldName) => coreRegisterFields.includes(name);
