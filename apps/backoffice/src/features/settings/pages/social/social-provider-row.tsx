import type { SocialSettings } from '@gp/contracts';
import { Button, Field, Input, SwitchField } from '@gp/ui';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { socialProviderTextFields, type SocialFormValues } from './social-form-schema';

export type SocialProviderRowProps = {
  index: number;
  control: Control<SocialFormValues, unknown, SocialSettings>;
  register: UseFormRegister<SocialFormValues>;
  err: (path: string) => string | undefined;
  canWrite: boolean;
  onRemove: () => void;
};

/** Inputs holding addresses and identifiers read left to right in every language. */
const code = { dir: 'ltr', spellCheck: false, autoComplete: 'off' } as const;

/** One OpenID Connect provider: its identifiers, addresses and whether players may use it. */
export const SocialProviderRow = ({ index, control, register, err, canWrite, onRemove }: SocialProviderRowProps) => {
  const { t } = useTranslation();
  const ids = testIds.social;
  const base = `providers.${index}` as const;
  return (
    <li className="flex flex-col gap-4 py-4" data-testid={ids.row} data-index={index}>
      <div className="grid gap-4 sm:grid-cols-2">
        {socialProviderTextFields.map((name) => (
          <Field
            key={name}
            label={t(`social.field.${name}`)}
            hint={name === 'id' || name === 'authorizationEndpoint' ? t(`social.hint.${name}`) : undefined}
            required={name !== 'authorizationEndpoint'}
            error={err(`${base}.${name}`)}
          >
            <Input {...register(`${base}.${name}`)} {...(name === 'name' ? {} : code)} disabled={!canWrite} data-testid={`${ids.fieldPrefix}${name}`} />
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Controller
          control={control}
          name={`${base}.enabled`}
          render={({ field }) => (
            <SwitchField
              label={t('social.field.enabled')}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              disabled={!canWrite}
              data-testid={ids.enabled}
            />
          )}
        />
        {canWrite ? (
          <Button variant="danger" size="sm" onClick={onRemove} data-testid={ids.remove}>
            {t('social.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
};
