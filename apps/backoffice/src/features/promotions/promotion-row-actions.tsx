import { boPromotion, type LanguageCode } from '@gp/contracts';
import { Button } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionPreviewDialog } from './preview/promotion-preview-dialog';
import { promotionsAdminTestIds } from './promotions-admin-test-ids';
import { PromotionRuleDialog } from './rule/promotion-rule-dialog';

type Props = { row: Record<string, unknown>; defaultLanguage: LanguageCode; onSaved: () => void };

/** A promotion row's own buttons in the content table: its rule, and a preview as players see it. */
export const PromotionRowActions = ({ row, defaultLanguage, onSaved }: Props) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'rule' | 'preview' | null>(null);
  const parsed = boPromotion.safeParse(row);
  if (!parsed.success) return null;
  const promotion = parsed.data;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen('rule')}
        aria-label={`${t('promotionRule.open')}: ${promotion.title}`}
        data-testid={promotionsAdminTestIds.openRule}
      >
        {t('promotionRule.open')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen('preview')}
        aria-label={`${t('promotionPreview.open')}: ${promotion.title}`}
        data-testid={promotionsAdminTestIds.openPreview}
      >
        {t('promotionPreview.open')}
      </Button>
      {open === 'rule' ? (
        <PromotionRuleDialog
          promotionId={promotion.id}
          title={promotion.title}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            onSaved();
          }}
        />
      ) : null}
      {open === 'preview' ? <PromotionPreviewDialog promotion={promotion} defaultLanguage={defaultLanguage} onClose={() => setOpen(null)} /> : null}
    </>
  );
};
