import { promotionClaimStatuses, type PromotionClaimStatus } from '@gp/contracts';
import { Button, Field, Input } from '@gp/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import type { ClaimFilters } from '../../api/claims-api';
import { promotionClaimsTestIds as ids } from '../../promotion-claims-test-ids';

/** The queue's filters: promotion id, status, member account and a day range; applied together. */
export const ClaimsFilters = ({ initial, onApply }: { initial: ClaimFilters; onApply: (filters: ClaimFilters) => void }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ClaimFilters>(initial);
  const set = <K extends keyof ClaimFilters>(key: K, value: ClaimFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-6" aria-label={t('promotionClaims.filters')}>
      <Field label={t('promotionClaims.filterPromotion')}>
        <Input value={draft.promotionId} onChange={(e) => set('promotionId', e.target.value)} inputMode="numeric" dir="ltr" data-testid={ids.filterPromotion} />
      </Field>
      <FilterSelect<PromotionClaimStatus>
        label={t('cashier.filterStatus')}
        anyLabel={t('cashier.anyStatus')}
        value={draft.status}
        options={promotionClaimStatuses.map((s) => ({ value: s, label: t(`promotionClaims.status.${s}`) }))}
        onChange={(status) => set('status', status)}
        testId={ids.filterStatus}
      />
      <Field label={t('cashier.filterAccount')}>
        <Input value={draft.account} onChange={(e) => set('account', e.target.value)} dir="ltr" autoComplete="off" data-testid={ids.filterAccount} />
      </Field>
      <Field label={t('promotionClaims.filterFrom')}>
        <Input type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} dir="ltr" data-testid={ids.filterFrom} />
      </Field>
      <Field label={t('promotionClaims.filterTo')}>
        <Input type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} dir="ltr" data-testid={ids.filterTo} />
      </Field>
      <Button type="submit" data-testid={ids.filterApply}>
        {t('cashier.apply')}
      </Button>
    </form>
  );
};
