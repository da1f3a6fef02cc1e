import { useTranslation } from 'react-i18next';
import type { AgentContractTypeName } from '@gp/contracts';
import { Button, Field, Input } from '@gp/ui';
import { formatRate } from './contract-format';
import { contractTestIds as ids } from './contract-test-ids';
import { betThresholdKey } from './terms-view';
import { emptyTierRow, maxTiers, type TierField, type TierRow, type TierRowErrors } from './tier-model';

export type TierEditorProps = {
  type: AgentContractTypeName;
  rows: TierRow[];
  onChange: (rows: TierRow[]) => void;
  /** Per-row errors, shown once the agent tried to send. */
  errors: readonly TierRowErrors[] | null;
  /** The held contract's top rate: no tier may pay more. */
  capBp: number | null;
};

/** Rows of thresholds and a rate; add and remove rows (1 to 10). Each row is a small grid that wraps at 360 px. */
export const TierEditor = ({ type, rows, onChange, errors, capBp }: TierEditorProps) => {
  const { t, i18n } = useTranslation();
  const dividend = type === 'dividend';
  const set = (index: number, field: TierField, value: string) => onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const message = (rowErrors: TierRowErrors | undefined, field: TierField) => {
    const code = rowErrors?.[field];
    if (!code) return undefined;
    return t(`agentContracts:tier.error.${code}`, { cap: capBp === null ? '' : formatRate(capBp, i18n.language) });
  };
  const field = (index: number, name: TierField, label: string, testId: string, mode: 'numeric' | 'decimal') => (
    <Field label={label} error={message(errors?.[index], name)}>
      <Input
        inputMode={mode}
        autoComplete="off"
        value={rows[index]?.[name] ?? ''}
        onChange={(e) => set(index, name, e.target.value)}
        data-testid={`${testId}-${index}`}
      />
    </Field>
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('agentContracts:tier.legend')}</legend>
      <p className="text-sm text-fg-muted">
        {capBp === null ? t('agentContracts:tier.help') : t('agentContracts:tier.helpCap', { cap: formatRate(capBp, i18n.language) })}
      </p>
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-md border border-border p-3">
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="text-sm font-semibold">{t('agentContracts:tier.number', { number: index + 1 })}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={rows.length <= 1}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                aria-label={t('agentContracts:tier.removeNumber', { number: index + 1 })}
                data-testid={`${ids.offerRemoveTier}-${index}`}
              >
                {t('agentContracts:tier.remove')}
              </Button>
            </div>
            <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
              {field(index, 'minActiveMembers', t('agentContracts:terms.activeMembers'), ids.offerTierMinActive, 'numeric')}
              {field(index, 'minValidBet', t(betThresholdKey(type)), ids.offerTierMinBet, 'decimal')}
              {dividend ? field(index, 'minProfitLoss', t('agentContracts:terms.profitLoss'), ids.offerTierMinProfit, 'decimal') : null}
              {field(index, 'rate', t('agentContracts:tier.ratePercent'), ids.offerTierRate, 'decimal')}
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length >= maxTiers}
          onClick={() => onChange([...rows, emptyTierRow()])}
          data-testid={ids.offerAddTier}
        >
          {t('agentContracts:tier.add')}
        </Button>
      </div>
    </fieldset>
  );
};
