import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type LanguageCode } from '@gp/contracts';
import { Field, Input, Select, Textarea } from '@gp/ui';
import type { Texts } from '../mission-form-model';

/** Title and description per language, one language at a time; a language without a title is marked with a star. */
export const LanguageTexts = ({ texts, onChange }: { texts: Texts; onChange: (texts: Texts) => void }) => {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const current = texts[language] ?? { title: '', description: '' };
  const set = (patch: Partial<{ title: string; description: string }>) => onChange({ ...texts, [language]: { ...current, ...patch } });
  return (
    <div className="grid gap-3 rounded-md border border-border p-3">
      <Field label={t('layout.language')} hint={t('missionsAdmin.languageHint')} className="max-w-60">
        <Select
          value={language}
          onChange={(e) => setLanguage(e.target.value as LanguageCode)}
          options={languages.map((l) => ({ value: l.code, label: `${l.name}${texts[l.code]?.title ? '' : ' *'}` }))}
        />
      </Field>
      <Field label={t('promotions.field.title')} required={language === 'EN'}>
        <Input value={current.title} maxLength={120} onChange={(e) => set({ title: e.target.value })} />
      </Field>
      <Field label={t('missionsAdmin.description')}>
        <Textarea value={current.description} maxLength={1000} rows={2} onChange={(e) => set({ description: e.target.value })} />
      </Field>
    </div>
  );
};
