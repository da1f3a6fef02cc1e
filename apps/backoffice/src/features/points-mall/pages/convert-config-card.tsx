import type { BoPointsMallConfig } from '@gp/contracts';
import { Alert, Button, Card, Field, Input } from '@gp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoneyInput, toMoneyInput } from '../../../shared/format/money';
import { pointsMallKeys, saveConfig } from '../points-mall-api';
import { pointsMallTestIds as ids } from '../points-mall-test-ids';

/** The conversion terms: how many points make how much cash, the minimum, and the loyalty promotion that pays it. */
export const ConvertConfigCard = ({ config }: { config: BoPointsMallConfig }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [points, setPoints] = useState(String(config.convertPoints));
  const [amount, setAmount] = useState(toMoneyInput(config.convertAmount));
  const [minPoints, setMinPoints] = useState(String(config.convertMinPoints));
  const [promotionId, setPromotionId] = useState(config.promotionId === null ? '' : String(config.promotionId));
  const save = useMutation({
    mutationFn: () =>
      saveConfig({
        convertPoints: Number(points),
        convertAmount: parseMoneyInput(amount),
        convertMinPoints: Number(minPoints),
        promotionId: promotionId.trim() === '' ? null : Number(promotionId),
      }),
    onSuccess: (saved) => client.setQueryData(pointsMallKeys.config, saved),
  });
  return (
    <div data-testid={ids.config}>
      <Card title={t('pointsMallAdmin.convert')} description={t('pointsMallAdmin.convertHint')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('pointsMallAdmin.convertPoints')}>
            <Input inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value)} />
          </Field>
          <Field label={t('pointsMallAdmin.convertAmount')}>
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <Field label={t('pointsMallAdmin.convertMin')}>
            <Input inputMode="numeric" value={minPoints} onChange={(e) => setMinPoints(e.target.value)} />
          </Field>
          <Field label={t('pointsMallAdmin.promotionId')} hint={t('pointsMallAdmin.promotionHint')}>
            <Input inputMode="numeric" value={promotionId} onChange={(e) => setPromotionId(e.target.value)} />
          </Field>
        </div>
        {save.error ? (
          <Alert tone="danger" className="mt-3">
            {save.error.message}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Alert tone="success" className="mt-3">
            {t('pointsMallAdmin.saved')}
          </Alert>
        ) : null}
        <div className="mt-4">
          <Button onClick={() => save.mutate()} loading={save.isPending} data-testid={ids.configSave}>
            {t('pointsMallAdmin.save')}
          </Button>
        </div>
      </Card>
    </div>
  );
};
