import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dividendPeriods, type AgentContractTerms, type AgentContractTypeName, type DividendPeriod, type RealtimeSalaryTerms } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select, Textarea } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { minorToInput } from '../../../cashier/components/deposit/parse-amount';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import type { BusinessZone } from '../shared/agent-period';
import { businessDate, zoneOffsetMinutes } from '../shared/business-time';
import { useBusinessZone } from '../shared/use-business-zone';
import { endOfDayIso, formatRate, rateToInput } from './contract-format';
import { partyName } from './contract-labels';
import { contractTestIds as ids } from './contract-test-ids';
import { useDebounced } from '../reports/use-debounced';
import { directAgentsQuery } from '../../api/contracts-api';
import { TierEditor } from './tier-editor';
import { emptyTierRow, rateCapOf, validateRealtime, validateTiers, type RealtimeErrors, type RealtimeRow, type TierRow } from './tier-model';
import { useContractAction } from './use-contract-action';

export type OfferFormProps = {
  type: AgentContractTypeName;
  /** The terms of the contract the agent holds of this type (null: it may not offer one). */
  heldTerms: AgentContractTerms | null;
  onDone: (message: string) => void;
};

/** Today in the business zone (the browser's while the zone is unknown), as the date input's minimum. */
const today = (zone: BusinessZone | null) => {
  const now = Date.now();
  if (zone) return businessDate(now, zoneOffsetMinutes(zone.timeZone, now, zone.offsetMinutes));
  const local = new Date(now);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
};

/** The zone's offset on a given day (daylight saving included), for the end of that day. */
const offsetOn = (zone: BusinessZone | null, day: string) =>
  zone ? zoneOffsetMinutes(zone.timeZone, Date.parse(`${day}T12:00:00Z`), zone.offsetMinutes) : null;

/**
 * "Offer a contract" to a direct downline agent: tiers (or real-time rates) no higher than the
 * agent's own, the dividend period, an optional end date and a note. Mistakes show beside their
 * field; the server's refusal (not a direct downline, rate above own...) shows above the button.
 */
export const OfferForm = ({ type, heldTerms, onDone }: OfferFormProps) => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const zone = useBusinessZone();
  const action = useContractAction(type);
  const [search, setSearch] = useState('');
  const agents = useQuery(directAgentsQuery(token, useDebounced(search)));
  const [downline, setDownline] = useState('');
  const [rows, setRows] = useState<TierRow[]>(() => [emptyTierRow()]);
  const [realtime, setRealtime] = useState<RealtimeRow>({ winRate: '', lossRate: '', minSingleBet: '' });
  const [period, setPeriod] = useState<DividendPeriod>(() => (heldTerms && 'period' in heldTerms ? heldTerms.period : 'monthly'));
  const [endsOn, setEndsOn] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);

  if (!heldTerms)
    return (
      <Card title={t('agentContracts:offerForm.title')}>
        <p className="text-sm text-fg-muted" data-testid="contract-offer-unavailable">
          {t('agentContracts:offerForm.needHeld')}
        </p>
      </Card>
    );

  const isRealtime = type === 'realtime_salary';
  const capBp = rateCapOf(heldTerms);
  const heldRealtime: RealtimeSalaryTerms | null = 'tiers' in heldTerms ? null : heldTerms;
  const tierCheck = isRealtime ? null : validateTiers(rows, type === 'dividend' ? 'dividend' : 'salary', capBp);
  const realtimeCheck = isRealtime ? validateRealtime(realtime, heldRealtime) : null;
  const endsAt = endsOn ? endOfDayIso(endsOn, offsetOn(zone, endsOn)) : null;
  // The end is the last moment of the chosen day, so today itself is still allowed.
  const endsError = endsOn && (!endsAt || endsOn < today(zone)) ? t('agentContracts:offerForm.endsInPast') : undefined;
  const downlineError = downline ? undefined : t('agentContracts:offerForm.chooseDownline');
  const show = <T,>(value: T) => (tried ? value : undefined);

  const terms = (): Record<string, unknown> | null => {
    if (realtimeCheck) return realtimeCheck.terms;
    if (!tierCheck?.tiers) return null;
    return type === 'dividend' ? { period, tiers: tierCheck.tiers } : { tiers: tierCheck.tiers };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const offered = terms();
    if (!offered || downlineError || endsError) return;
    action.run(
      { action: 'offer', downlineAccount: downline, terms: offered, endsAt: endsAt ?? null, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setTried(false);
          setDownline('');
          setRows([emptyTierRow()]);
          setRealtime({ winRate: '', lossRate: '', minSingleBet: '' });
          setEndsOn('');
          setNote('');
          onDone(t('agentContracts:offerForm.sent'));
        },
      },
    );
  };

  const realtimeMessage = (errors: RealtimeErrors, field: keyof RealtimeRow) => {
    const code = errors[field];
    if (!code || !tried) return undefined;
    const cap = heldRealtime ? formatRate(field === 'lossRate' ? heldRealtime.lossRateBp : heldRealtime.winRateBp, i18n.language) : '';
    return t(`agentContracts:tier.error.${code}`, { cap });
  };

  const agentOptions = (agents.data ?? []).map((m) => ({ value: m.account, label: partyName(m) }));

  return (
    <Card title={t('agentContracts:offerForm.title')} description={t('agentContracts:offerForm.intro')}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid={ids.offerForm}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('agentContracts:offerForm.search')}>
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid={ids.offerDownlineSearch} />
          </Field>
          <Field
            label={t('agentContracts:offerForm.downline')}
            required
            error={show(downlineError)}
            hint={agents.data && agents.data.length === 0 ? t('agentContracts:offerForm.noAgents') : undefined}
          >
            <Select
              value={downline}
              placeholder={t('agentContracts:offerForm.choose')}
              options={agentOptions}
              onChange={(e) => setDownline(e.target.value)}
              data-testid={ids.offerDownline}
            />
          </Field>
        </div>
        <ErrorBanner error={agents.error} data-testid="contract-offer-agents-error" />

        {isRealtime ? (
          <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <legend className="mb-1 text-sm font-medium">{t('agentContracts:tier.legendRealtime')}</legend>
            <Field
              label={t('agentContracts:terms.winRate')}
              hint={heldRealtime ? t('agentContracts:tier.max', { cap: formatRate(heldRealtime.winRateBp, i18n.language) }) : undefined}
              error={realtimeCheck ? realtimeMessage(realtimeCheck.errors, 'winRate') : undefined}
            >
              <Input
                inputMode="decimal"
                value={realtime.winRate}
                placeholder={heldRealtime ? rateToInput(heldRealtime.winRateBp) : undefined}
                onChange={(e) => setRealtime({ ...realtime, winRate: e.target.value })}
                data-testid={ids.offerWinRate}
              />
            </Field>
            <Field
              label={t('agentContracts:terms.lossRate')}
              hint={heldRealtime ? t('agentContracts:tier.max', { cap: formatRate(heldRealtime.lossRateBp, i18n.language) }) : undefined}
              error={realtimeCheck ? realtimeMessage(realtimeCheck.errors, 'lossRate') : undefined}
            >
              <Input
                inputMode="decimal"
                value={realtime.lossRate}
                placeholder={heldRealtime ? rateToInput(heldRealtime.lossRateBp) : undefined}
                onChange={(e) => setRealtime({ ...realtime, lossRate: e.target.value })}
                data-testid={ids.offerLossRate}
              />
            </Field>
            <Field label={t('agentContracts:terms.minSingleBet')} error={realtimeCheck ? realtimeMessage(realtimeCheck.errors, 'minSingleBet') : undefined}>
              <Input
                inputMode="decimal"
                value={realtime.minSingleBet}
                placeholder={heldRealtime ? minorToInput(heldRealtime.minSingleBet) : undefined}
                onChange={(e) => setRealtime({ ...realtime, minSingleBet: e.target.value })}
                data-testid={ids.offerMinSingleBet}
              />
            </Field>
          </fieldset>
        ) : (
          <TierEditor type={type} rows={rows} onChange={setRows} errors={tried ? (tierCheck?.errors ?? null) : null} capBp={capBp} />
        )}

        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {type === 'dividend' ? (
            <Field label={t('agentContracts:terms.period')}>
              <Select
                value={period}
                options={dividendPeriods.map((p) => ({ value: p, label: t(`agentContracts:period.${p}`) }))}
                onChange={(e) => setPeriod(e.target.value as DividendPeriod)}
                data-testid={ids.offerPeriod}
              />
            </Field>
          ) : null}
          <Field label={t('agentContracts:offerForm.endsOn')} hint={t('agentContracts:offerForm.endsOnHint')} error={show(endsError)}>
            <Input type="date" min={today(zone)} value={endsOn} onChange={(e) => setEndsOn(e.target.value)} data-testid={ids.offerEndsAt} />
          </Field>
        </div>
        <Field label={t('agentContracts:offerForm.note')} hint={t('agentContracts:reasonHint')}>
          <Textarea rows={2} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} data-testid={ids.offerNote} />
        </Field>
        {tried && tierCheck && (tierCheck.tooFew || tierCheck.tooMany) ? <Alert tone="danger">{t('agentContracts:tier.error.countRows')}</Alert> : null}
        <ErrorBanner error={action.error} data-testid="contract-offer-error" />
        <div>
          <Button type="submit" loading={action.isPending} data-testid={ids.offerSubmit}>
            {t('agentContracts:offerForm.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
};
