import type { BoPromotionRun } from '@gp/contracts';
import { Button, Field, Input } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/http/error-message';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { rerunPromotionPeriod } from '../../api/promotion-runs-api';
import { promotionRunsTestIds } from '../../promotion-runs-test-ids';

const ids = promotionRunsTestIds;
const periodKeyPattern = /^\d{4}-(\d{2}-\d{2}|W\d{2})$/;

/** Re-run an ended day or week of one promotion, after a confirmation: only members not yet paid for it are paid. */
export const RerunForm = ({ onRan, onFailed }: { onRan: (run: BoPromotionRun) => void; onFailed: (message: string) => void }) => {
  const { t } = useTranslation();
  const [promotionId, setPromotionId] = useState('');
  const [periodKey, setPeriodKey] = useState('');
  const [confirming, setConfirming] = useState(false);
  const idValid = /^\d{1,9}$/.test(promotionId.trim()) && Number(promotionId) > 0;
  const keyValid = periodKeyPattern.test(periodKey.trim());

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (idValid && keyValid) setConfirming(true);
      }}
    >
      <h2 className="font-semibold">{t('promotionRuns.rerun.title')}</h2>
      <p className="text-sm text-fg-muted">{t('promotionRuns.rerun.help')}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <Field label={t('promotionRuns.col.promotion')}>
          <Input
            inputMode="numeric"
            dir="ltr"
            maxLength={9}
            value={promotionId}
            onChange={(e) => setPromotionId(e.target.value)}
            data-testid={ids.rerunPromotion}
          />
        </Field>
        <Field label={t('promotionRuns.col.period')} error={periodKey !== '' && !keyValid ? t('promotionRuns.rerun.badKey') : undefined}>
          <Input
            dir="ltr"
            maxLength={10}
            placeholder="2026-11-30"
            value={periodKey}
            onChange={(e) => setPeriodKey(e.target.value)}
            data-testid={ids.rerunKey}
          />
        </Field>
        <div className="flex items-end pb-6 sm:pb-0">
          <Button type="submit" disabled={!idValid || !keyValid} data-testid={ids.rerunSubmit}>
            {t('promotionRuns.rerun.submit')}
          </Button>
        </div>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('promotionRuns.rerun.confirmTitle', { promotion: promotionId.trim(), period: periodKey.trim() })}
          confirmLabel={t('promotionRuns.rerun.submit')}
          testId={ids.rerunConfirm}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            try {
              onRan(await rerunPromotionPeriod(Number(promotionId.trim()), periodKey.trim()));
            } catch (error) {
              onFailed(errorMessage(error, t('error.unexpected')));
            } finally {
              setConfirming(false);
            }
          }}
        >
          <p>{t('promotionRuns.rerun.confirmBody')}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
};
