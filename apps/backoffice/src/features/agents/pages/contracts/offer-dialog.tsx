import { agentContractTypes, dividendPeriods, type AgentContractTypeName, type BoAgentContract, type DividendPeriod } from '@gp/contracts';
import { Alert, Button, Field, Input, Select, Textarea } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/http/error-message';
import { ActionDialog } from '../../../../shared/ui/action-dialog';
import { agentsTestIds } from '../../agents-test-ids';
import { offerPlatformContract } from '../../api/agents-api';
import { checkTerms, emptyTier, initialOfferInput, type OfferInput, type TierInput } from './offer-terms';

const ids = agentsTestIds.contracts;
const maxTiers = 10;

/** A platform contract for a top-level agent: type, account, the tier editor (or real-time rates), a note. */
export const OfferDialog = ({ onOffered, onClose }: { onOffered: (contract: BoAgentContract) => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const [input, setInput] = useState<OfferInput>(initialOfferInput);
  const [account, setAccount] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof OfferInput>(key: K, value: OfferInput[K]) => setInput((v) => ({ ...v, [key]: value }));
  const setTier = (index: number, key: keyof TierInput, value: string) =>
    set(
      'tiers',
      input.tiers.map((tier, i) => (i === index ? { ...tier, [key]: value } : tier)),
    );
  const problemAt = (path: string) => (problems.includes(path) ? t('validation.invalid') : undefined);

  const submit = async () => {
    const checked = checkTerms(input);
    const accountMissing = account.trim() === '';
    setProblems(checked.ok ? (accountMissing ? ['account'] : []) : [...checked.problems, ...(accountMissing ? ['account'] : [])]);
    if (!checked.ok || accountMissing) return;
    setBusy(true);
    setFailure(null);
    try {
      onOffered(await offerPlatformContract({ type: input.type, downlineAccount: account.trim(), terms: checked.terms, note: note.trim() || undefined }));
    } catch (error) {
      setFailure(errorMessage(error, t('error.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  const tiered = input.type !== 'realtime_salary';
  return (
    <ActionDialog
      title={t('agentsAdmin.offer.title')}
      description={t('agentsAdmin.offer.help')}
      busy={busy}
      onClose={onClose}
      action={
        <Button type="button" loading={busy} onClick={() => void submit()} data-testid={ids.offerSubmit}>
          {t('agentsAdmin.offer.submit')}
        </Button>
      }
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Field label={t('agentsAdmin.col.type')}>
        <Select
          value={input.type}
          options={agentContractTypes.map((type) => ({ value: type, label: t(`agentsAdmin.type.${type}`) }))}
          onChange={(e) => set('type', e.target.value as AgentContractTypeName)}
          data-testid={ids.offerType}
        />
      </Field>
      <Field
        label={t('agentsAdmin.offer.account')}
        hint={t('agentsAdmin.offer.accountHint')}
        error={problems.includes('account') ? t('validation.required') : undefined}
      >
        <Input dir="ltr" maxLength={50} value={account} onChange={(e) => setAccount(e.target.value)} data-testid={ids.offerAccount} />
      </Field>
      {input.type === 'dividend' ? (
        <Field label={t('agentsAdmin.terms.period')}>
          <Select
            value={input.period}
            options={dividendPeriods.map((p) => ({ value: p, label: t(`agentsAdmin.period.${p}`) }))}
            onChange={(e) => set('period', e.target.value as DividendPeriod)}
            data-testid={ids.offerPeriod}
          />
        </Field>
      ) : null}
      {tiered ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold">{t('agentsAdmin.terms.tiers')}</legend>
          <p className="text-sm text-fg-muted">{t('agentsAdmin.offer.tiersHint')}</p>
          {problems.includes('ascending') ? <Alert tone="danger">{t('agentsAdmin.offer.ascending')}</Alert> : null}
          {input.tiers.map((tier, i) => (
            <div key={i} className="grid gap-2 rounded-md border border-border p-2 sm:grid-cols-2" data-testid={ids.tierRow}>
              <Field label={t('agentsAdmin.terms.minActiveMembers')} error={problemAt(`tiers.${i}.minActiveMembers`)}>
                <Input inputMode="numeric" dir="ltr" value={tier.minActiveMembers} onChange={(e) => setTier(i, 'minActiveMembers', e.target.value)} />
              </Field>
              <Field label={t('agentsAdmin.terms.minValidBet')} error={problemAt(`tiers.${i}.minValidBet`)}>
                <Input inputMode="decimal" dir="ltr" value={tier.minValidBet} onChange={(e) => setTier(i, 'minValidBet', e.target.value)} />
              </Field>
              {input.type === 'dividend' ? (
                <Field label={t('agentsAdmin.terms.minProfitLoss')} error={problemAt(`tiers.${i}.minProfitLoss`)}>
                  <Input inputMode="decimal" dir="ltr" value={tier.minProfitLoss} onChange={(e) => setTier(i, 'minProfitLoss', e.target.value)} />
                </Field>
              ) : null}
              <Field label={t('agentsAdmin.terms.ratePercent')} error={problemAt(`tiers.${i}.rateBp`)}>
                <Input inputMode="decimal" dir="ltr" value={tier.ratePercent} onChange={(e) => setTier(i, 'ratePercent', e.target.value)} />
              </Field>
              {input.tiers.length > 1 ? (
                <div className="sm:col-span-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      set(
                        'tiers',
                        input.tiers.filter((_, j) => j !== i),
                      )
                    }
                    data-testid={ids.tierRemove}
                  >
                    {t('agentsAdmin.offer.removeTier', { n: i + 1 })}
                  </Button>
                </div>
              ) : null}
            </div>
          ))}
          {input.tiers.length < maxTiers ? (
            <div>
              <Button size="sm" variant="secondary" onClick={() => set('tiers', [...input.tiers, emptyTier()])} data-testid={ids.tierAdd}>
                {t('agentsAdmin.offer.addTier')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ) : (
        <>
          <Field label={t('agentsAdmin.terms.winRatePercent')} error={problemAt('winRateBp')}>
            <Input
              inputMode="decimal"
              dir="ltr"
              value={input.winRatePercent}
              onChange={(e) => set('winRatePercent', e.target.value)}
              data-testid={ids.winRate}
            />
          </Field>
          <Field label={t('agentsAdmin.terms.lossRatePercent')} error={problemAt('lossRateBp')}>
            <Input
              inputMode="decimal"
              dir="ltr"
              value={input.lossRatePercent}
              onChange={(e) => set('lossRatePercent', e.target.value)}
              data-testid={ids.lossRate}
            />
          </Field>
          <Field label={t('agentsAdmin.terms.minSingleBet')} error={problemAt('minSingleBet')}>
            <Input
              inputMode="decimal"
              dir="ltr"
              value={input.minSingleBet}
              onChange={(e) => set('minSingleBet', e.target.value)}
              data-testid={ids.minSingleBet}
            />
          </Field>
        </>
      )}
      <Field label={t('agentsAdmin.offer.note')}>
        <Textarea rows={2} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} data-testid={ids.offerNote} />
      </Field>
    </ActionDialog>
  );
};
