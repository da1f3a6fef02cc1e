import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cx } from '@gp/ui';
import { showToast } from '../../account/components/session/toast-store';
import { ApplyDialog } from './apply-dialog';
import type { HallItem } from './promotion-status';

/** Join on an `apply` promotion: opens the application dialog; staff decide what it pays. */
export const ApplyAction = ({ item, title, className }: { item: HallItem; title: string; className?: string }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={cx('flex flex-col items-start gap-1', className)}>
      <Button
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${t('site:promotionStatus.join')}: ${title}`}
        data-testid="promotion-apply"
        data-promotion={item.promotionId}
      >
        {t('site:promotionStatus.join')}
      </Button>
      {open ? (
        <ApplyDialog
          promotionId={item.promotionId}
          title={title}
          onClose={() => setOpen(false)}
          onApplied={() => {
            setOpen(false);
            showToast(t('site:applySent'), 'promotion-applied');
          }}
        />
      ) : null}
    </div>
  );
};
