import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field, Input, Select } from '@gp/ui';
import { usePermission } from '../../../system/queries/use-permission';
import { countryCodesQuery } from '../../queries/sms-country-codes';
import { countryOptions, defaultCountry, dialingCodeOf } from './dialing-code';

export type PhoneValue = { country: string; dialingCode: string; number: string };

export type PhoneNumberFieldProps = {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  'data-testid'?: string;
};

/** A country dialing code select and a tel input on one row (the select at the inline start). */
export const PhoneNumberField = ({ label, value, onChange, onBlur, error, required = false, 'data-testid': testId = 'mobile' }: PhoneNumberFieldProps) => {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const countries = useQuery(countryCodesQuery(i18n.language));
  const located = usePermission().data?.location.country;
  const list = useMemo(() => countries.data ?? [], [countries.data]);
  const options = useMemo(() => countryOptions(list, i18n.language), [list, i18n.language]);

  // Start from a sensible country once the list is there; a choice already made stays.
  useEffect(() => {
    if (list.length === 0) return;
    if (value.country && dialingCodeOf(list, value.country) === value.dialingCode) return;
    const country = value.country || defaultCountry(list, located, navigator.language);
    onChange({ ...value, country, dialingCode: dialingCodeOf(list, country) });
  }, [list, located, value, onChange]);

  return (
    <Field label={label} error={error || undefined} required={required}>
      <div className="flex items-center gap-2">
        <Select
          id={selectId}
          aria-label={t('site:fields.countryDialingCode')}
          options={options}
          value={value.country}
          disabled={options.length === 0}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            onChange({ ...value, country: event.target.value, dialingCode: dialingCodeOf(list, event.target.value) })
          }
          wrapperClassName="w-32 shrink-0"
          className="w-full"
          data-testid={`${testId}-country`}
        />
        <Input
          type="tel"
          inputMode="tel"
          name="mobileNum"
          autoComplete="tel-national"
          value={value.number}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, number: event.target.value.replace(/[^\d]/g, '') })}
          onBlur={onBlur}
          maxLength={20}
          className="min-w-0 flex-1"
          data-testid={testId}
        />
      </div>
    </Field>
  );
};
