import { languages, type BoWheelSettings, type LanguageCode, type WheelPrizeKindCode } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select } from '@gp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoneyInput, toMoneyInput } from '../../../shared/format/money';
import { publishWheelTable, wheelKeys } from '../wheel-api';
import { wheelTestIds as ids } from '../wheel-test-ids';

type Draft = { kind: WheelPrizeKindCode; value: string; weight: string; labels: Partial<Record<LanguageCode, string>> };

const draftsOf = (settings: BoWheelSettings): Draft[] =>
  settings.table?.prizes.map((p) => ({
    kind: p.kind,
    value: p.kind === 'money' ? toMoneyInput(Number(p.value)) : String(p.value),
    weight: String(p.weight),
    labels: p.labels,
  })) ?? [
    { kind: 'points', value: '10', weight: '1', labels: {} },
    { kind: 'none', value: '0', weight: '1', labels: {} },
  ];

/**
 * The prize table editor: kind, value, weight and a label per language (one language at a time),
 * each prize's chance shown as weight / total. Publishing makes a new version; spins keep theirs.
 */
export const WheelTableEditor = ({ settings }: { settings: BoWheelSettings }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const publish = useMutation({
    mutationFn: publishWheelTable,
    onSuccess: () => client.invalidateQueries({ queryKey: wheelKeys.settings }),
  });
  const total = drafts.reduce((sum, d) => sum + (Number(d.weight) || 0), 0);
  const update = (i: number, patch: Partial<Draft>) => setDrafts(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  const submit = () => {
    const prizes = drafts.map((d) => ({
      kind: d.kind,
      value: d.kind === 'none' ? 0 : d.kind === 'money' ? parseMoneyInput(d.value) : Number(d.value),
      weight: Number(d.weight),
      labels: Object.fromEntries(Object.entries(d.labels).filter(([, v]) => v && v.trim() !== '')),
    }));
    const bad = prizes.some(
      (p) => !Number.isInteger(p.value) || p.value < 0 || (p.kind !== 'none' && p.value === 0) || !Number.isInteger(p.weight) || p.weight < 1,
    );
    if (bad) return setProblem(t('wheelAdmin.invalidPrize'));
    if (prizes.some((p) => Object.keys(p.labels).length === 0)) return setProblem(t('wheelAdmin.labelRequired'));
    setProblem(null);
    publish.mutate({ prizes });
  };

  return (
    <div className="mb-6" data-testid={ids.table}>
      <Card title={t('wheelAdmin.table')} description={settings.table ? t('wheelAdmin.version', { version: settings.table.version }) : t('wheelAdmin.noTable')}>
        <Field label={t('layout.language')} className="mb-3 max-w-60">
          <Select
            value={language}
            onChange={(e) => setLanguage(e.target.value as LanguageCode)}
            options={languages.map((l) => ({ value: l.code, label: `${l.name}${drafts.every((d) => d.labels[l.code]) ? '' : ' *'}` }))}
          />
        </Field>
        <ul className="flex flex-col gap-3">
          {drafts.map((d, i) => (
            <li key={i} className="grid gap-2 rounded-md border border-border p-2 sm:grid-cols-5" data-testid={ids.prizeRow}>
              <Field label={t('wheelAdmin.kind')}>
                <Select
                  value={d.kind}
                  onChange={(e) => update(i, { kind: e.target.value as WheelPrizeKindCode })}
                  options={(['money', 'points', 'none'] as const).map((k) => ({ value: k, label: t(`wheelAdmin.kinds.${k}`) }))}
                />
              </Field>
              <Field label={t('wheelAdmin.value')}>
                <Input inputMode="decimal" value={d.value} disabled={d.kind === 'none'} onChange={(e) => update(i, { value: e.target.value })} />
              </Field>
              <Field
                label={t('wheelAdmin.weight')}
                hint={total > 0 ? t('wheelAdmin.chance', { percent: (((Number(d.weight) || 0) * 100) / total).toFixed(2) }) : undefined}
              >
                <Input inputMode="numeric" value={d.weight} onChange={(e) => update(i, { weight: e.target.value })} />
              </Field>
              <Field label={t('wheelAdmin.label')}>
                <Input value={d.labels[language] ?? ''} maxLength={40} onChange={(e) => update(i, { labels: { ...d.labels, [language]: e.target.value } })} />
              </Field>
              <div className="flex items-end">
                <Button variant="secondary" size="sm" disabled={drafts.length <= 2} onClick={() => setDrafts(drafts.filter((_, j) => j !== i))}>
                  {t('wheelAdmin.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {problem ? (
          <Alert tone="danger" className="mt-3">
            {problem}
          </Alert>
        ) : null}
        {publish.error ? (
          <Alert tone="danger" className="mt-3">
            {publish.error.message}
          </Alert>
        ) : null}
        {publish.isSuccess ? (
          <Alert tone="success" className="mt-3">
            {t('wheelAdmin.published', { version: publish.data.version })}
          </Alert>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={drafts.length >= 24}
            onClick={() => setDrafts([...drafts, { kind: 'none', value: '0', weight: '1', labels: {} }])}
          >
            {t('wheelAdmin.addPrize')}
          </Button>
          <Button onClick={submit} disabled={publish.isPending} data-testid={ids.tableSave}>
            {t('wheelAdmin.publish')}
          </Button>
        </div>
      </Card>
    </div>
  );
};
