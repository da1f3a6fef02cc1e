import { gameCategories } from '@gp/contracts';
import { Button, Checkbox, Field, Fieldset, Input, Select, SwitchField } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { promotionsAdminTestIds } from '../promotions-admin-test-ids';
import { depositKinds, newPrizeRow, newRateRow, rateKinds, type RuleFormValues } from './rule-form-model';

const ids = promotionsAdminTestIds.rule;

export type KindFieldsProps = {
  values: RuleFormValues;
  set: (patch: Partial<RuleFormValues>) => void;
  errorAt: (path: string) => string | undefined;
  paymentMethods: readonly { code: string; name: string; enabled: boolean }[];
};

/** A text input for one form value; test id promotion-rule-<name>. */
export const RuleInput = ({
  name,
  label,
  hint,
  value,
  onChange,
  error,
  inputMode = 'decimal',
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputMode?: 'decimal' | 'numeric' | 'text';
}) => (
  <Field label={label} hint={hint} error={error}>
    <Input
      dir="ltr"
      inputMode={inputMode}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={`${ids.fieldPrefix}${name}`}
      autoComplete="off"
    />
  </Field>
);

/** The fields of the chosen kind: deposit match, fixed amount, rate table or prize table. */
export const RuleKindFields = ({ values, set, errorAt, paymentMethods }: KindFieldsProps) => {
  const { t } = useTranslation();
  const money = t('promotionRule.moneyHint');
  if (depositKinds.includes(values.kind))
    return (
      <div className="grid gap-3 sm:grid-cols-3">
        <RuleInput
          name="percent"
          label={t('promotionRule.percent')}
          value={values.percent}
          onChange={(percent) => set({ percent })}
          error={errorAt('percent')}
        />
        <RuleInput name="cap" label={t('promotionRule.cap')} hint={money} value={values.cap} onChange={(cap) => set({ cap })} error={errorAt('cap')} />
        <RuleInput
          name="minDeposit"
          label={t('promotionRule.minDeposit')}
          hint={money}
          value={values.minDeposit}
          onChange={(minDeposit) => set({ minDeposit })}
          error={errorAt('minDeposit')}
        />
        <Fieldset
          legend={t('promotionRule.paymentMethods')}
          hint={t('promotionRule.paymentMethodsHint')}
          error={errorAt('paymentMethods')}
          className="sm:col-span-3"
        >
          <div className="grid gap-1 sm:grid-cols-2" data-testid={ids.methods}>
            {paymentMethods.map((m) => (
              <Checkbox
                key={m.code}
                label={
                  <span>
                    {m.name}{' '}
                    <span dir="ltr" className="text-fg-muted">
                      ({m.code})
                    </span>
                  </span>
                }
                checked={values.paymentMethods.includes(m.code)}
                onChange={(e) =>
                  set({ paymentMethods: e.target.checked ? [...values.paymentMethods, m.code] : values.paymentMethods.filter((c) => c !== m.code) })
                }
                data-method={m.code}
              />
            ))}
          </div>
        </Fieldset>
      </div>
    );
  if (values.kind === 'signup')
    return (
      <RuleInput
        name="amount"
        label={t('promotionRule.amount')}
        hint={money}
        value={values.amount}
        onChange={(amount) => set({ amount })}
        error={errorAt('amount')}
      />
    );
  if (values.kind === 'apply')
    return (
      <RuleInput
        name="maxAmount"
        label={t('promotionRule.maxAmount')}
        hint={money}
        value={values.maxAmount}
        onChange={(maxAmount) => set({ maxAmount })}
        error={errorAt('maxAmount')}
      />
    );
  if (rateKinds.includes(values.kind)) return <RateTable values={values} set={set} errorAt={errorAt} />;
  return <PrizeTable values={values} set={set} errorAt={errorAt} />;
};

const RateTable = ({ values, set, errorAt }: Omit<KindFieldsProps, 'paymentMethods'>) => {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<RuleFormValues['rates'][number]>) =>
    set({ rates: values.rates.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  return (
    <div className="flex flex-col gap-3">
      <Fieldset legend={t('promotionRule.rates')} hint={t('promotionRule.ratesHint')} error={errorAt('rates')}>
        <ol className="flex flex-col gap-3" data-testid={ids.rates}>
          {values.rates.map((row, index) => (
            <li key={index} className="grid items-end gap-2 rounded-md border border-border p-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
              <Field label={t('promotionRule.category')}>
                <Select
                  value={row.category}
                  options={[{ value: '', label: t('promotionRule.anyCategory') }, ...gameCategories.map((c) => ({ value: c, label: c }))]}
                  onChange={(e) => update(index, { category: e.target.value })}
                  data-testid={`${ids.fieldPrefix}rates-${index}-category`}
                />
              </Field>
              <RuleInput
                name={`rates-${index}-vip`}
                label={t('promotionRule.vipLevel')}
                inputMode="numeric"
                value={row.vipLevel}
                onChange={(vipLevel) => update(index, { vipLevel })}
                error={errorAt(`rates.${index}.vipLevel`)}
              />
              <RuleInput
                name={`rates-${index}-rate`}
                label={t('promotionRule.rate')}
                value={row.rate}
                onChange={(rate) => update(index, { rate })}
                error={errorAt(`rates.${index}.rate`)}
              />
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={values.rates.length === 1}
                onClick={() => set({ rates: values.rates.filter((_, i) => i !== index) })}
                aria-label={t('promotionRule.removeRate', { n: index + 1 })}
                data-testid={ids.removeRate}
              >
                {t('content.removeImage')}
              </Button>
            </li>
          ))}
        </ol>
      </Fieldset>
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={() => set({ rates: [...values.rates, newRateRow()] })} data-testid={ids.addRate}>
          {t('promotionRule.addRate')}
        </Button>
      </div>
      <RuleInput
        name="rateCap"
        label={t('promotionRule.rateCap')}
        hint={t('promotionRule.blankNoLimit')}
        value={values.rateCap}
        onChange={(rateCap) => set({ rateCap })}
        error={errorAt('rateCap')}
      />
      <SwitchField
        label={t('promotionRule.optIn')}
        checked={values.optIn}
        onCheckedChange={(optIn) => set({ optIn })}
        data-testid={`${ids.fieldPrefix}optIn`}
      />
      <SwitchField
        label={t('promotionRule.holdRuns')}
        checked={values.holdRuns}
        onCheckedChange={(holdRuns) => set({ holdRuns })}
        data-testid={`${ids.fieldPrefix}holdRuns`}
      />
    </div>
  );
};

const PrizeTable = ({ values, set, errorAt }: Omit<KindFieldsProps, 'paymentMethods'>) => {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<RuleFormValues['prizes'][number]>) =>
    set({ prizes: values.prizes.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  return (
    <div className="flex flex-col gap-3">
      <Fieldset legend={t('promotionRule.prizes')} hint={t('promotionRule.prizesHint')} error={errorAt('prizes')}>
        <ol className="flex flex-col gap-3" data-testid={ids.prizes}>
          {values.prizes.map((row, index) => (
            <li key={index} className="grid items-end gap-2 rounded-md border border-border p-2 sm:grid-cols-[1fr_1fr_auto]">
              <RuleInput
                name={`prizes-${index}-amount`}
                label={t('promotionRule.amount')}
                value={row.amount}
                onChange={(amount) => update(index, { amount })}
                error={errorAt(`prizes.${index}.amount`)}
              />
              <RuleInput
                name={`prizes-${index}-weight`}
                label={t('promotionRule.weight')}
                inputMode="numeric"
                value={row.weight}
                onChange={(weight) => update(index, { weight })}
                error={errorAt(`prizes.${index}.weight`)}
              />
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={values.prizes.length === 1}
                onClick={() => set({ prizes: values.prizes.filter((_, i) => i !== index) })}
                aria-label={t('promotionRule.removePrize', { n: index + 1 })}
                data-testid={ids.removePrize}
              >
                {t('content.removeImage')}
              </Button>
            </li>
          ))}
        </ol>
      </Fieldset>
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={() => set({ prizes: [...values.prizes, newPrizeRow()] })} data-testid={ids.addPrize}>
          {t('promotionRule.addPrize')}
        </Button>
      </div>
    </div>
  );
};
