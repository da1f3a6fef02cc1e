import { patternIds, type RegisterFieldName, type RegisterSettings } from '@gp/contracts';
import { Field, Input, Select } from '@gp/ui';
import { Controller, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { LabelledSwitch } from './labelled-switch';
import { isCoreField, type RegisterFormValues } from './register-form-schema';

export type RegisterFieldRowProps = {
  name: RegisterFieldName;
  control: Control<RegisterFormValues, unknown, RegisterSettings>;
  register: UseFormRegister<RegisterFormValues>;
  setValue: UseFormSetValue<RegisterFormValues>;
  err: (path: string) => string | undefined;
  canWrite: boolean;
};

/** One registration field: shown, required, and the rule its input must meet. */
export const RegisterFieldRow = ({ name, control, register, setValue, err, canWrite }: RegisterFieldRowProps) => {
  const { t } = useTranslation();
  const ids = testIds.register;
  const [enabled, checked] = useWatch({ control, name: [`fields.${name}.enabled`, `fields.${name}.checked`] });
  const locked = isCoreField(name);
  const base = `fields.${name}` as const;
  // Rules are written in the patterns' own notation, which reads left to right in every language.
  const code = { dir: 'ltr', spellCheck: false, autoComplete: 'off' } as const;

  return (
    <li className="flex flex-col gap-3 py-4" data-testid={ids.row} data-field={name}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-medium text-fg">{t(`register.field.${name}`)}</h3>
        <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-fg-muted">{name}</span>
        {locked ? <span className="text-xs text-fg-muted">{t('register.alwaysRequired')}</span> : null}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        <Controller
          control={control}
          name={`${base}.enabled`}
          render={({ field }) => (
            <LabelledSwitch
              label={t('register.enabled')}
              checked={field.value}
              onCheckedChange={(on) => {
                field.onChange(on);
                // A field that is not shown cannot be required (the contract refuses it).
                if (!on) setValue(`${base}.required`, false, { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              name={field.name}
              disabled={!canWrite || locked}
              testId={`${ids.enabledPrefix}${name}`}
            />
          )}
        />
        <Controller
          control={control}
          name={`${base}.required`}
          render={({ field }) => (
            <LabelledSwitch
              label={t('register.required')}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              disabled={!canWrite || locked || !enabled}
              testId={`${ids.requiredPrefix}${name}`}
            />
          )}
        />
        <Controller
          control={control}
          name={`${base}.checked`}
          render={({ field }) => (
            <LabelledSwitch
              label={t('register.checked')}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              disabled={!canWrite}
              testId={`${ids.checkedPrefix}${name}`}
            />
          )}
        />
      </div>
      {err(`${base}.required`) ? <p className="text-sm text-danger">{err(`${base}.required`)}</p> : null}
      {checked ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]">
          <Field className="col-span-2 lg:col-span-1" label={t('register.patternId')} error={err(`${base}.validation.patternId`)}>
            <Select
              {...register(`${base}.validation.patternId`)}
              options={patternIds.map((id) => ({ value: id, label: t(`register.pattern.${id}`) }))}
              data-testid={`${ids.patternIdPrefix}${name}`}
            />
          </Field>
          <Field label={t('register.minLength')} error={err(`${base}.validation.minLength`)}>
            <Input {...register(`${base}.validation.minLength`)} {...code} inputMode="numeric" maxLength={3} data-testid={`${ids.minLengthPrefix}${name}`} />
          </Field>
          <Field label={t('register.maxLength')} error={err(`${base}.validation.maxLength`)}>
            <Input {...register(`${base}.validation.maxLength`)} {...code} inputMode="numeric" maxLength={3} data-testid={`${ids.maxLengthPrefix}${name}`} />
          </Field>
          <Field
            className="col-span-2 lg:col-span-1"
            label={t('register.acceptedPattern')}
            hint={t('register.acceptedPatternHint')}
            error={err(`${base}.validation.acceptedPattern`)}
          >
            <Input
              {...register(`${base}.validation.acceptedPattern`)}
              {...code}
              className="font-mono"
              maxLength={500}
              data-testid={`${ids.acceptedPatternPrefix}${name}`}
            />
          </Field>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('register.anyText')}</p>
      )}
    </li>
  );
};
