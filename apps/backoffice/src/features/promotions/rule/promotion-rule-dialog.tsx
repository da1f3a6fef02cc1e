import type { BoPromotionRuleAnswer } from '@gp/contracts';
import { Alert, Button, Dialog, Field, Fieldset, Select, SwitchField } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVipLevelNames } from '../../vip/use-vip-level-names';
import { ListState } from '../../../shared/ui/list-state';
import { fetchPromotionRule, savePromotionRule } from '../promotions-admin-api';
import { promotionsAdminKeys } from '../promotions-admin-keys';
import { promotionsAdminTestIds } from '../promotions-admin-test-ids';
import { ruleKinds, ruleToValues, valuesToInput, type RuleFormValues } from './rule-form-model';
import { RuleInput, RuleKindFields } from './rule-kind-fields';
import { toMoneyInput } from '../../../shared/format/money';

const ids = promotionsAdminTestIds.rule;

type Props = { promotionId: number; title: string; onClose: () => void; onSaved: () => void };

/** A promotion's rule, loaded then edited; the dialog opens from the promotion's row. */
export const PromotionRuleDialog = ({ promotionId, title, onClose, onSaved }: Props) => {
  const { t } = useTranslation();
  const answer = useQuery({ queryKey: promotionsAdminKeys.rule(promotionId), queryFn: ({ signal }) => fetchPromotionRule(promotionId, signal) });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('promotionRule.title', { title })}
      description={t('promotionRule.description')}
      className="max-w-3xl"
    >
      <div data-testid={ids.dialog}>
        <ListState query={answer} empty={false} emptyText="" emptyTestId={ids.dialog} />
        {answer.data ? <RuleForm promotionId={promotionId} answer={answer.data} onClose={onClose} onSaved={onSaved} /> : null}
      </div>
    </Dialog>
  );
};

const RuleForm = ({
  promotionId,
  answer,
  onClose,
  onSaved,
}: {
  promotionId: number;
  answer: BoPromotionRuleAnswer;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const rule = answer.rule;
  const vipNames = useVipLevelNames();
  const [values, setValues] = useState<RuleFormValues>(() => ruleToValues(rule));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<RuleFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const errorAt = (path: string) => problems[path];
  const locked = rule?.hasClaims === true;
  const blankHint = t('promotionRule.blankNoLimit');

  const save = async () => {
    const checked = valuesToInput(values);
    if ('problems' in checked) {
      setProblems(Object.fromEntries(checked.problems.map((p) => [p.path, t('validation.invalid')])));
      return;
    }
    setProblems({});
    setFailure(null);
    setBusy(true);
    try {
      const saved = await savePromotionRule(promotionId, checked.input);
      client.setQueryData(promotionsAdminKeys.rule(promotionId), saved);
      onSaved();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {rule ? null : <Alert tone="info">{t('promotionRule.none')}</Alert>}
      <Field label={t('promotionRule.kind')} hint={locked ? t('promotionRule.kindLocked') : undefined} error={errorAt('kind')}>
        <Select
          value={values.kind}
          disabled={locked}
          options={ruleKinds.map((k) => ({ value: k, label: t(`promotionRule.kind.${k}`) }))}
          onChange={(e) => set({ kind: e.target.value as RuleFormValues['kind'] })}
          data-testid={ids.kind}
        />
      </Field>
      <RuleKindFields values={values} set={set} errorAt={errorAt} paymentMethods={answer.paymentMethods} />
      <Fieldset legend={t('promotionRule.eligibility')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <RuleInput
            name="memberTypes"
            label={t('promotionRule.memberTypes')}
            hint={t('promotionRule.listHint')}
            inputMode="text"
            value={values.memberTypes}
            onChange={(memberTypes) => set({ memberTypes })}
            error={errorAt('memberTypes')}
          />
          <RuleInput
            name="vipLevels"
            label={t('promotionRule.vipLevels')}
            hint={vipNames ? `${t('promotionRule.listHint')} (${vipNames})` : t('promotionRule.listHint')}
            inputMode="text"
            value={values.vipLevels}
            onChange={(vipLevels) => set({ vipLevels })}
            error={errorAt('vipLevels')}
          />
          <RuleInput
            name="countries"
            label={t('promotionRule.countries')}
            hint={t('promotionRule.countriesHint')}
            inputMode="text"
            value={values.countries}
            onChange={(countries) => set({ countries })}
            error={errorAt('countries')}
          />
        </div>
        <SwitchField
          label={t('promotionRule.newMembersOnly')}
          checked={values.newMembersOnly}
          onCheckedChange={(newMembersOnly) => set({ newMembersOnly })}
          data-testid={`${ids.fieldPrefix}newMembersOnly`}
        />
      </Fieldset>
      <Fieldset legend={t('promotionRule.limits')} hint={blankHint}>
        <div className="grid gap-3 sm:grid-cols-3">
          {(['limitPerDay', 'limitPerWeek', 'limitLifetime'] as const).map((key) => (
            <RuleInput
              key={key}
              name={key}
              label={t(`promotionRule.${key}`)}
              inputMode="numeric"
              value={values[key]}
              onChange={(text) => set({ [key]: text })}
              error={errorAt(key)}
            />
          ))}
        </div>
      </Fieldset>
      <Fieldset legend={t('promotionRule.budget')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <RuleInput
            name="budgetTotal"
            label={t('promotionRule.budgetTotal')}
            hint={`${t('promotionRule.moneyHint')} ${blankHint}`}
            value={values.budgetTotal}
            onChange={(budgetTotal) => set({ budgetTotal })}
            error={errorAt('budgetTotal')}
          />
          <p className="self-center text-sm" data-testid={ids.budgetUsed}>
            {t('promotionRule.budgetUsed', { amount: toMoneyInput(rule?.budgetUsed ?? 0) })}
          </p>
          <p className="self-center text-sm" data-testid={ids.budgetLeft}>
            {rule?.budgetLeft === null || rule === null
              ? t('promotionRule.budgetUnlimited')
              : t('promotionRule.budgetLeft', { amount: toMoneyInput(rule.budgetLeft) })}
          </p>
        </div>
        <RuleInput
          name="turnoverMultiple"
          label={t('cashierSettings.turnoverMultiple')}
          hint={t('promotionRule.turnoverHint')}
          value={values.turnoverMultiple}
          onChange={(turnoverMultiple) => set({ turnoverMultiple })}
          error={errorAt('turnoverMultiple')}
        />
      </Fieldset>
      {failure ? (
        <Alert tone="danger" data-testid={ids.error}>
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy} data-testid={ids.save}>
          {t('content.save')}
        </Button>
      </div>
    </form>
  );
};
