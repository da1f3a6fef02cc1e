import { languages, type BoEnvelopeRainRequest, type LanguageCode } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select } from '@gp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localInputToIso } from '../../../shared/forms/datetime-local';
import { splitList } from '../../../shared/forms/text-lists';
import { parseMoneyInput } from '../../../shared/format/money';
import { createRain, envelopeKeys } from '../envelopes-api';
import { envelopesTestIds as ids } from '../envelopes-test-ids';

const numbers = (text: string) => splitList(text).map(Number);

/**
 * A new rain: title per language (one at a time), pool, number of envelopes, min and max per
 * envelope, window, and who may open (VIP levels, member types, deposits in the last days). The
 * server splits the pool into envelopes when it saves.
 */
export const RainForm = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [titles, setTitles] = useState<Partial<Record<LanguageCode, string>>>({});
  const [v, setV] = useState({ pool: '', count: '10', min: '', max: '', starts: '', ends: '', vip: '', types: '', deposit: '', days: '7', turnover: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({ mutationFn: createRain, onSuccess: () => client.invalidateQueries({ queryKey: envelopeKeys.all }) });
  const set = (patch: Partial<typeof v>) => setV({ ...v, ...patch });

  const submit = () => {
    const startsAt = localInputToIso(v.starts);
    const endsAt = localInputToIso(v.ends);
    const cleanTitles = Object.fromEntries(Object.entries(titles).filter(([, x]) => x && x.trim() !== ''));
    const body = {
      titles: cleanTitles,
      poolAmount: parseMoneyInput(v.pool),
      envelopeCount: Number(v.count),
      minAmount: parseMoneyInput(v.min),
      maxAmount: parseMoneyInput(v.max),
      startsAt: startsAt ?? '',
      endsAt: endsAt ?? '',
      eligibility: {
        vipLevels: numbers(v.vip),
        memberTypes: numbers(v.types),
        minDeposit: v.deposit.trim() === '' ? null : { amount: parseMoneyInput(v.deposit), days: Number(v.days) },
      },
      turnoverMultipleBp: v.turnover.trim() === '' ? null : Math.round(Number(v.turnover) * 10_000),
    } satisfies BoEnvelopeRainRequest;
    if (Object.keys(cleanTitles).length === 0) return setProblem(t('envelopesAdmin.titleRequired'));
    if (!startsAt || !endsAt || [body.poolAmount, body.minAmount, body.maxAmount, body.envelopeCount].some((n) => !Number.isInteger(n) || n <= 0)) {
      return setProblem(t('envelopesAdmin.invalid'));
    }
    setProblem(null);
    create.mutate(body);
  };

  return (
    <div className="mb-6" data-testid={ids.form}>
      <Card title={t('envelopesAdmin.create')} description={t('envelopesAdmin.createHint')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t('layout.language')}>
            <Select
              value={language}
              onChange={(e) => setLanguage(e.target.value as LanguageCode)}
              options={languages.map((l) => ({ value: l.code, label: `${l.name}${titles[l.code] ? '' : ' *'}` }))}
            />
          </Field>
          <Field label={t('envelopesAdmin.rainTitle')} className="sm:col-span-2">
            <Input
              value={titles[language] ?? ''}
              maxLength={80}
              onChange={(e) => setTitles({ ...titles, [language]: e.target.value })}
              data-testid={ids.title}
            />
          </Field>
          <Field label={t('envelopesAdmin.pool')}>
            <Input inputMode="decimal" value={v.pool} onChange={(e) => set({ pool: e.target.value })} data-testid={ids.pool} />
          </Field>
          <Field label={t('envelopesAdmin.count')}>
            <Input inputMode="numeric" value={v.count} onChange={(e) => set({ count: e.target.value })} data-testid={ids.count} />
          </Field>
          <Field label={t('envelopesAdmin.turnover')}>
            <Input inputMode="decimal" value={v.turnover} onChange={(e) => set({ turnover: e.target.value })} />
          </Field>
          <Field label={t('envelopesAdmin.min')}>
            <Input inputMode="decimal" value={v.min} onChange={(e) => set({ min: e.target.value })} data-testid={ids.min} />
          </Field>
          <Field label={t('envelopesAdmin.max')}>
            <Input inputMode="decimal" value={v.max} onChange={(e) => set({ max: e.target.value })} data-testid={ids.max} />
          </Field>
          <div />
          <Field label={t('envelopesAdmin.starts')}>
            <Input type="datetime-local" value={v.starts} onChange={(e) => set({ starts: e.target.value })} data-testid={ids.starts} />
          </Field>
          <Field label={t('envelopesAdmin.ends')}>
            <Input type="datetime-local" value={v.ends} onChange={(e) => set({ ends: e.target.value })} data-testid={ids.ends} />
          </Field>
          <div />
          <Field label={t('envelopesAdmin.vipLevels')} hint={t('envelopesAdmin.listHint')}>
            <Input value={v.vip} onChange={(e) => set({ vip: e.target.value })} />
          </Field>
          <Field label={t('envelopesAdmin.memberTypes')} hint={t('envelopesAdmin.listHint')}>
            <Input value={v.types} onChange={(e) => set({ types: e.target.value })} />
          </Field>
          <Field label={t('envelopesAdmin.minDeposit')} hint={t('envelopesAdmin.minDepositHint', { days: v.days })}>
            <Input inputMode="decimal" value={v.deposit} onChange={(e) => set({ deposit: e.target.value })} />
          </Field>
          <Field label={t('envelopesAdmin.depositDays')}>
            <Input inputMode="numeric" value={v.days} onChange={(e) => set({ days: e.target.value })} />
          </Field>
        </div>
        {problem ? (
          <Alert tone="danger" className="mt-3">
            {problem}
          </Alert>
        ) : null}
        {create.error ? (
          <Alert tone="danger" className="mt-3">
            {create.error.message}
          </Alert>
        ) : null}
        {create.data ? (
          <Alert tone="success" className="mt-3" data-testid={ids.created}>
            {t('envelopesAdmin.created', { id: create.data.id })}
          </Alert>
        ) : null}
        <div className="mt-4">
          <Button onClick={submit} disabled={create.isPending} data-testid={ids.create}>
            {t('envelopesAdmin.createSubmit')}
          </Button>
        </div>
      </Card>
    </div>
  );
};
