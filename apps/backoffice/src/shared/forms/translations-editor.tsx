import { languageByCode, type LanguageCode } from '@gp/contracts';
import { Button, Field, Fieldset, Input, Select, Textarea } from '@gp/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { testIds } from '../test-ids';
import { translatedLanguages, untranslatedLanguages, withTranslation, withTranslationPart, withoutTranslation, type Translations } from './translations';

/** One text of a translation: a title or name on one line, or a longer text (HTML for some entries). */
type TranslationPart = { name: string; label: string; kind: 'text' | 'textarea' | 'html'; required?: boolean };

export type TranslationsEditorProps = {
  legend: string;
  value: Translations;
  onChange: (next: Translations) => void;
  parts: readonly TranslationPart[];
  /** The error of one part of one language, e.g. (HI, title). */
  errorFor: (code: LanguageCode, part: string) => string | undefined;
  /** The error of the whole list (e.g. an unknown language from the server). */
  error?: string | undefined;
  /** Draws an HTML part's editor (a rich-text editor); without it, HTML is edited as text. */
  renderHtml?: (part: {
    value: string;
    onChange: (html: string) => void;
    label: string;
    lang: string;
    dir: 'ltr' | 'rtl';
    testId: string;
    error?: string | undefined;
  }) => ReactNode;
};

const ids = testIds.translations;

/**
 * Per-language text of one entry: pick a language and add it, edit its fields, remove it. Each
 * language's fields are written in its own script and direction.
 */
export const TranslationsEditor = ({ legend, value, onChange, parts, errorFor, error, renderHtml }: TranslationsEditorProps) => {
  const { t } = useTranslation();
  const open = untranslatedLanguages(value);
  const [picked, setPicked] = useState<string>('');
  const choice = open.some((l) => l.code === picked) ? picked : (open[0]?.code ?? '');

  return (
    <Fieldset legend={legend} hint={t('translations.hint')} error={error}>
      <div className="flex flex-col gap-3">
        {translatedLanguages(value).map((language) => (
          <fieldset
            key={language.code}
            className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-3"
            data-testid={`${ids.entryPrefix}${language.code}`}
          >
            <legend className="px-1 text-sm font-medium">
              <span lang={language.tag}>{language.name}</span> ({language.code})
            </legend>
            {parts.map((part) => {
              const common = {
                value: value[language.code]?.[part.name] ?? '',
                lang: language.tag,
                dir: language.dir,
                onChange: (e: { target: { value: string } }) => onChange(withTranslationPart(value, language.code, part.name, e.target.value)),
                'data-testid': `${ids.fieldPrefix}${language.code}-${part.name}`,
              };
              if (part.kind === 'html' && renderHtml) {
                return (
                  <div key={part.name}>
                    {renderHtml({
                      value: common.value,
                      onChange: (html) => onChange(withTranslationPart(value, language.code, part.name, html)),
                      label: part.label,
                      lang: language.tag,
                      dir: language.dir,
                      testId: common['data-testid'],
                      error: errorFor(language.code, part.name),
                    })}
                  </div>
                );
              }
              return (
                <Field
                  key={part.name}
                  label={part.label}
                  required={part.required}
                  error={errorFor(language.code, part.name)}
                  hint={part.kind === 'html' ? t('content.htmlHint') : undefined}
                >
                  {part.kind === 'text' ? (
                    <Input {...common} />
                  ) : (
                    <Textarea {...common} rows={part.kind === 'html' ? 6 : 3} spellCheck={part.kind !== 'html'} />
                  )}
                </Field>
              );
            })}
            <div>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => onChange(withoutTranslation(value, language.code))}
                data-testid={`${ids.removePrefix}${language.code}`}
              >
                {t('translations.remove', { language: language.name })}
              </Button>
            </div>
          </fieldset>
        ))}
        {translatedLanguages(value).length === 0 ? <p className="text-sm text-fg-muted">{t('translations.none')}</p> : null}
        {open.length > 0 ? (
          <div className="flex flex-wrap items-end gap-2">
            <Field label={t('translations.language')} className="min-w-40 flex-1">
              <Select
                value={choice}
                onChange={(e) => setPicked(e.target.value)}
                options={open.map((l) => ({ value: l.code, label: `${languageByCode(l.code).name} (${l.code})` }))}
                data-testid={ids.language}
              />
            </Field>
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                onChange(
                  withTranslation(
                    value,
                    choice,
                    parts.map((p) => p.name),
                  ),
                )
              }
              disabled={!choice}
              data-testid={ids.add}
            >
              {t('translations.add')}
            </Button>
          </div>
        ) : null}
      </div>
    </Fieldset>
  );
};
