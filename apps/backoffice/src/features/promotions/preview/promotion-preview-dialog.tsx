import { languageByCode, languages, type LanguageCode } from '@gp/contracts';
import type { CatalogTag } from '@gp/i18n';
import { Button, Dialog, Field, Select } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPromotionRule } from '../promotions-admin-api';
import { promotionsAdminKeys } from '../promotions-admin-keys';
import { promotionsAdminTestIds } from '../promotions-admin-test-ids';
import { previewAction, previewImage, previewText, type BoPromotion } from './preview-text';
import { useLanguageT } from './use-language-t';

const ids = promotionsAdminTestIds.preview;

type Props = { promotion: BoPromotion; defaultLanguage: LanguageCode; onClose: () => void };

/**
 * The promotion as the player hall shows it (title, picture, the action button, the text) in any
 * of the languages, with the language's direction, and a note when that language has no text of
 * its own and players read another. The text is the saved one, as the server cleaned it.
 */
export const PromotionPreviewDialog = ({ promotion, defaultLanguage, onClose }: Props) => {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageCode>(promotion.language);
  const rule = useQuery({ queryKey: promotionsAdminKeys.rule(promotion.id), queryFn: ({ signal }) => fetchPromotionRule(promotion.id, signal) });
  const info = languageByCode(language);
  const pt = useLanguageT(info.tag as CatalogTag);
  const text = previewText(promotion, language, defaultLanguage);
  const image = previewImage(promotion);
  const action = previewAction(rule.data?.rule?.parameters ?? null);
  const missing = text.shownIn !== language;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('promotionPreview.title', { title: promotion.title })}
      description={t('promotionPreview.description')}
      className="max-w-3xl"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('promotionPreview.close')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4" data-testid={ids.dialog}>
        <Field label={t('layout.language')}>
          <Select
            value={language}
            options={languages.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
            onChange={(e) => setLanguage(e.target.value as LanguageCode)}
            data-testid={ids.language}
          />
        </Field>
        <p className="text-sm text-fg-muted">
          {promotion.missingLanguages.length === 0
            ? t('content.languagesComplete')
            : t('content.languagesMissing', { languages: promotion.missingLanguages.join(', ') })}
        </p>
        {missing ? (
          <p className="rounded-md border border-warning p-2 text-sm" data-testid={ids.missing} data-shown={text.shownIn}>
            {t('promotionPreview.missing', { language: info.name, shown: languageByCode(text.shownIn).name })}
          </p>
        ) : null}
        <article
          lang={languageByCode(text.shownIn).tag}
          dir={languageByCode(text.shownIn).dir}
          className="rounded-lg border border-primary bg-surface p-4 text-start"
          data-testid={ids.article}
          data-language={text.shownIn}
        >
          <h3 className="mb-3 text-xl font-semibold break-words" data-testid={ids.title}>
            {text.title}
          </h3>
          {image ? (
            <img src={image} alt="" width={960} height={360} className="mb-3 aspect-[8/3] h-auto w-full rounded-md bg-muted object-cover" />
          ) : (
            <div className="mb-3 aspect-[8/3] w-full rounded-md bg-muted" aria-hidden="true" />
          )}
          {action === 'none' ? null : (
            <div className="mb-3" lang={info.tag} dir={info.dir}>
              {/* A picture of the button: it does nothing here. */}
              <span
                className="inline-flex min-h-9 items-center rounded-md bg-primary px-3 text-sm font-medium text-primary-fg"
                data-testid={ids.action}
                data-action={action}
              >
                {pt(`promotionPreview.action.${action}`)}
              </span>
            </div>
          )}
          <div className="text-sm break-words" dangerouslySetInnerHTML={{ __html: text.content }} />
        </article>
        {action === 'none' && rule.data ? (
          <p className="text-sm text-fg-muted">{t(rule.data.rule ? 'promotionPreview.noButtonRun' : 'promotionPreview.noButtonRule')}</p>
        ) : null}
      </div>
    </Dialog>
  );
};
