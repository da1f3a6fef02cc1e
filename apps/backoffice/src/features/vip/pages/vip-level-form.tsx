import { languages, vipBuiltinIcons, type BoVipLevel, type BoVipLevelInput, type LanguageCode } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select, Textarea } from '@gp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../content/pages/banners/image-upload-field';
import { saveVipLevel, vipKeys } from '../vip-api';
import { bpToText, minorToText, textToBp, textToMinor } from '../vip-amounts';
import { vipTestIds as ids } from '../vip-test-ids';

const moneyFields = ['depositThreshold', 'validBetThreshold', 'keepDeposit', 'keepValidBet', 'upgradeBonus', 'weeklyBonus', 'monthlyBonus'] as const;
type MoneyField = (typeof moneyFields)[number];

/** Edits one level: names and benefits per language (one language at a time), icon, thresholds, keep rule, bonuses, turnover. */
export const VipLevelForm = ({ level, existing, onDone }: { level: number; existing: BoVipLevel | undefined; onDone: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [names, setNames] = useState<Partial<Record<LanguageCode, string>>>(existing?.names ?? {});
  const [benefits, setBenefits] = useState<Partial<Record<LanguageCode, string>>>(existing?.benefits ?? {});
  const [icon, setIcon] = useState<string>(existing?.icon ?? 'builtin:star');
  const [amounts, setAmounts] = useState<Record<MoneyField, string>>(
    Object.fromEntries(moneyFields.map((f) => [f, minorToText(existing?.[f] ?? 0)])) as Record<MoneyField, string>,
  );
  const [turnover, setTurnover] = useState(bpToText(existing?.turnoverMultipleBp ?? 10_000));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: BoVipLevelInput) => saveVipLevel(level, body),
    onSuccess: (programme) => {
      client.setQueryData(vipKeys.programme, programme);
      onDone();
    },
  });

  const submit = () => {
    const parsed = Object.fromEntries(moneyFields.map((f) => [f, textToMinor(amounts[f])])) as Record<MoneyField, number | null>;
    const bp = textToBp(turnover);
    const trimmed = (texts: Partial<Record<LanguageCode, string>>) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v && v.trim() !== ''));
    if (moneyFields.some((f) => parsed[f] === null) || bp === null) return setProblem(t('vip.invalidAmount'));
    if (Object.keys(trimmed(names)).length === 0) return setProblem(t('vip.nameRequired'));
    setProblem(null);
    save.mutate({
      names: trimmed(names),
      benefits: trimmed(benefits),
      icon: icon as BoVipLevelInput['icon'],
      ...(parsed as Record<MoneyField, number>),
      turnoverMultipleBp: bp,
    });
  };

  return (
    <div className="mb-6" data-testid={ids.form}>
      <Card title={t('vip.editLevel', { level })}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('layout.language')}>
            <Select
              value={language}
              onChange={(e) => setLanguage(e.target.value as LanguageCode)}
              options={languages.map((l) => ({ value: l.code, label: `${l.name}${names[l.code] ? '' : ' *'}` }))}
              data-testid={ids.language}
            />
          </Field>
          <Field label={t('vip.name')}>
            <Input value={names[language] ?? ''} maxLength={40} onChange={(e) => setNames({ ...names, [language]: e.target.value })} data-testid={ids.name} />
          </Field>
          <Field label={t('vip.benefits')} className="sm:col-span-2">
            <Textarea value={benefits[language] ?? ''} maxLength={1000} rows={3} onChange={(e) => setBenefits({ ...benefits, [language]: e.target.value })} />
          </Field>
          <Field label={t('vip.icon')} hint={t('vip.iconHint')}>
            <Input value={icon} list="vip-icons" onChange={(e) => setIcon(e.target.value)} />
          </Field>
          <ImageUploadField label={t('vip.iconUpload')} onUploaded={setIcon} testId="vip-level-icon-upload" errorTestId="vip-level-icon-error" />
          <datalist id="vip-icons">
            {vipBuiltinIcons.map((i) => (
              <option key={i} value={i} />
            ))}
          </datalist>
          {moneyFields.map((f) => (
            <Field key={f} label={t(`vip.field.${f}`)}>
              <Input inputMode="decimal" value={amounts[f]} onChange={(e) => setAmounts({ ...amounts, [f]: e.target.value })} />
            </Field>
          ))}
          <Field label={t('vip.field.turnover')}>
            <Input inputMode="decimal" value={turnover} onChange={(e) => setTurnover(e.target.value)} />
          </Field>
        </div>
        {problem ? (
          <Alert tone="danger" className="mt-3">
            {problem}
          </Alert>
        ) : null}
        {save.error ? (
          <Alert tone="danger" className="mt-3">
            {save.error.message}
          </Alert>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={submit} disabled={save.isPending} data-testid={ids.save}>
            {t('vip.save')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </div>
      </Card>
    </div>
  );
};
