import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loyaltyGameCategories, missionConditionTypes, type BoMission, type MissionConditionType } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select, SwitchField } from '@gp/ui';
import { createMission, missionsAdminKeys, updateMission } from '../missions-admin-api';
import { emptyCondition, hasCategory, isMoneyCondition, missionDraftOf, missionInputOf, type MissionDraft } from '../mission-form-model';
import { missionsTestIds as ids } from '../missions-test-ids';
import { LanguageTexts } from './language-texts';

/** The mission editor: conditions (all must hold), reward, window, eligibility and texts per language. */
export const MissionEditor = ({ mission, onDone }: { mission: BoMission | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<MissionDraft>(() => missionDraftOf(mission));
  const set = (patch: Partial<MissionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: () => (mission === null ? createMission(missionInputOf(draft)) : updateMission(mission.id, missionInputOf(draft))),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: missionsAdminKeys.missions });
      onDone();
    },
  });
  const categories = [
    { value: '', label: t('missionsAdmin.anyCategory') },
    ...loyaltyGameCategories.map((c) => ({ value: c, label: t(`missionsAdmin.categories.${c}`) })),
  ];
  return (
    <div className="mb-6" data-testid={ids.missionForm}>
      <Card title={mission === null ? t('missionsAdmin.newMission') : t('missionsAdmin.editMission', { id: mission.id })}>
        <div className="grid gap-4">
          <LanguageTexts texts={draft.texts} onChange={(texts) => set({ texts })} />
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label={t('promotionRuns.col.period')}>
              <Select
                value={draft.period}
                onChange={(e) => set({ period: e.target.value as MissionDraft['period'] })}
                options={(['daily', 'weekly'] as const).map((p) => ({ value: p, label: t(`agentsAdmin.period.${p}`) }))}
              />
            </Field>
            <Field label={t('missionsAdmin.sequence')}>
              <Input inputMode="numeric" value={draft.sequence} onChange={(e) => set({ sequence: e.target.value })} />
            </Field>
            <SwitchField label={t('catalog.col.enabled')} checked={draft.enabled} onCheckedChange={(enabled) => set({ enabled })} />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">{t('missionsAdmin.conditions')}</legend>
            {draft.conditions.map((c, i) => (
              <div key={i} className="grid gap-2 rounded-md border border-border p-2 sm:grid-cols-4" data-testid={ids.conditionRow}>
                <Field label={t('missionsAdmin.conditionType')}>
                  <Select
                    value={c.type}
                    onChange={(e) =>
                      set({ conditions: draft.conditions.map((d, j) => (j === i ? { ...d, type: e.target.value as MissionConditionType } : d)) })
                    }
                    options={missionConditionTypes.map((type) => ({ value: type, label: t(`missionsAdmin.conditionTypes.${type}`) }))}
                  />
                </Field>
                <Field label={isMoneyCondition(c.type) ? t('cashier.col.amount') : t('missionsAdmin.count')}>
                  <Input
                    inputMode={isMoneyCondition(c.type) ? 'decimal' : 'numeric'}
                    value={c.value}
                    onChange={(e) => set({ conditions: draft.conditions.map((d, j) => (j === i ? { ...d, value: e.target.value } : d)) })}
                  />
                </Field>
                {hasCategory(c.type) ? (
                  <Field label={t('promotions.field.category')}>
                    <Select
                      value={c.category}
                      onChange={(e) => set({ conditions: draft.conditions.map((d, j) => (j === i ? { ...d, category: e.target.value } : d)) })}
                      options={categories}
                    />
                  </Field>
                ) : (
                  <span />
                )}
                <div className="flex items-end">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={draft.conditions.length <= 1}
                    onClick={() => set({ conditions: draft.conditions.filter((_, j) => j !== i) })}
                  >
                    {t('missionsAdmin.remove')}
                  </Button>
                </div>
              </div>
            ))}
            <div>
              <Button
                variant="secondary"
                size="sm"
                disabled={draft.conditions.length >= 5}
                onClick={() => set({ conditions: [...draft.conditions, emptyCondition()] })}
              >
                {t('missionsAdmin.addCondition')}
              </Button>
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-4">
            <Field label={t('missionsAdmin.rewardKind')}>
              <Select
                value={draft.rewardKind}
                onChange={(e) => set({ rewardKind: e.target.value as MissionDraft['rewardKind'] })}
                options={(['money', 'points', 'tickets'] as const).map((k) => ({ value: k, label: t(`missionsAdmin.rewardKinds.${k}`) }))}
              />
            </Field>
            <Field label={draft.rewardKind === 'money' ? t('cashier.col.amount') : t('missionsAdmin.count')}>
              <Input inputMode="decimal" value={draft.rewardAmount} onChange={(e) => set({ rewardAmount: e.target.value })} />
            </Field>
            <Field label={t('missionsAdmin.turnover')} hint={t('missionsAdmin.turnoverHint')}>
              <Input
                inputMode="decimal"
                value={draft.turnoverMultiple}
                disabled={draft.rewardKind !== 'money'}
                onChange={(e) => set({ turnoverMultiple: e.target.value })}
              />
            </Field>
            <Field label={t('missionsAdmin.promotionId')} hint={t('missionsAdmin.promotionHint')}>
              <Input
                inputMode="numeric"
                value={draft.promotionId}
                disabled={draft.rewardKind !== 'money'}
                onChange={(e) => set({ promotionId: e.target.value })}
              />
            </Field>
          </div>
          <div className="grid gap-3 sm:grid-cols-4">
            <Field label={t('promotionRule.vipLevels')} hint={t('missionsAdmin.listHint')}>
              <Input value={draft.vipLevels} onChange={(e) => set({ vipLevels: e.target.value })} />
            </Field>
            <Field label={t('promotionRule.memberTypes')} hint={t('missionsAdmin.listHint')}>
              <Input value={draft.memberTypes} onChange={(e) => set({ memberTypes: e.target.value })} />
            </Field>
            <Field label={t('maintenance.startAt')}>
              <Input type="datetime-local" value={draft.startAt.slice(0, 16)} onChange={(e) => set({ startAt: e.target.value })} />
            </Field>
            <Field label={t('maintenance.endAt')}>
              <Input type="datetime-local" value={draft.endAt.slice(0, 16)} onChange={(e) => set({ endAt: e.target.value })} />
            </Field>
          </div>
          {save.error ? <Alert tone="danger">{save.error.message}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => save.mutate()} disabled={save.isPending} data-testid={ids.missionSave}>
              {t('content.save')}
            </Button>
            <Button variant="secondary" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
};
