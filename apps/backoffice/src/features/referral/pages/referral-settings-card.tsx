import type { BoReferralSettings } from '@gp/contracts';
import { Alert, Button, Card, Checkbox, Field, Input } from '@gp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoneyInput, toMoneyInput } from '../../../shared/format/money';
import { referralKeys, runReferralRewards, saveReferralSettings } from '../referral-api';
import { referralTestIds as ids } from '../referral-test-ids';

const moneyOrEmpty = (minor: number | undefined) => (minor === undefined ? '' : toMoneyInput(minor));

/** The programme's switch, its two reward rules (an empty amount turns a rule off), turnover, link limit and review. */
export const ReferralSettingsCard = ({ settings, canEdit }: { settings: BoReferralSettings; canEdit: boolean }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [fdAmount, setFdAmount] = useState(moneyOrEmpty(settings.firstDeposit?.amount));
  const [fdMin, setFdMin] = useState(moneyOrEmpty(settings.firstDeposit?.minDeposit));
  const [vbAmount, setVbAmount] = useState(moneyOrEmpty(settings.validBets?.amount));
  const [vbFigure, setVbFigure] = useState(moneyOrEmpty(settings.validBets?.figure));
  const [turnover, setTurnover] = useState(String(settings.turnoverMultipleBp / 10_000));
  const [linkLimit, setLinkLimit] = useState(String(settings.linkLimit));
  const [review, setReview] = useState(settings.identityReview);
  const save = useMutation({
    mutationFn: () =>
      saveReferralSettings({
        enabled,
        firstDeposit: fdAmount.trim() === '' ? null : { amount: parseMoneyInput(fdAmount), minDeposit: fdMin.trim() === '' ? 0 : parseMoneyInput(fdMin) },
        validBets: vbAmount.trim() === '' ? null : { amount: parseMoneyInput(vbAmount), figure: parseMoneyInput(vbFigure) },
        turnoverMultipleBp: Math.round(Number(turnover) * 10_000),
        linkLimit: Number(linkLimit),
        identityReview: review,
      }),
    onSuccess: (saved) => client.setQueryData(referralKeys.settings, saved),
  });
  const run = useMutation({
    mutationFn: runReferralRewards,
    onSuccess: () => client.invalidateQueries({ queryKey: referralKeys.all }),
  });
  return (
    <div data-testid={ids.settings}>
      <Card title={t('referralAdmin.settings')} description={t('referralAdmin.settingsHint')}>
        <fieldset disabled={!canEdit} className="flex flex-col gap-3">
          <Checkbox label={t('referralAdmin.enabled')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} data-testid={ids.enabled} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('referralAdmin.fdAmount')} hint={t('referralAdmin.emptyOff')}>
              <Input inputMode="decimal" value={fdAmount} onChange={(e) => setFdAmount(e.target.value)} data-testid={ids.fdAmount} />
            </Field>
            <Field label={t('referralAdmin.fdMin')}>
              <Input inputMode="decimal" value={fdMin} onChange={(e) => setFdMin(e.target.value)} data-testid={ids.fdMin} />
            </Field>
            <Field label={t('referralAdmin.vbAmount')} hint={t('referralAdmin.emptyOff')}>
              <Input inputMode="decimal" value={vbAmount} onChange={(e) => setVbAmount(e.target.value)} data-testid={ids.vbAmount} />
            </Field>
            <Field label={t('referralAdmin.vbFigure')}>
              <Input inputMode="decimal" value={vbFigure} onChange={(e) => setVbFigure(e.target.value)} data-testid={ids.vbFigure} />
            </Field>
            <Field label={t('referralAdmin.turnover')}>
              <Input inputMode="decimal" value={turnover} onChange={(e) => setTurnover(e.target.value)} />
            </Field>
            <Field label={t('referralAdmin.linkLimit')}>
              <Input inputMode="numeric" value={linkLimit} onChange={(e) => setLinkLimit(e.target.value)} />
            </Field>
          </div>
          <Checkbox label={t('referralAdmin.identityReview')} checked={review} onChange={(e) => setReview(e.target.checked)} />
        </fieldset>
        {save.error ? (
          <Alert tone="danger" className="mt-3">
            {save.error.message}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Alert tone="success" className="mt-3">
            {t('referralAdmin.saved')}
          </Alert>
        ) : null}
        {run.error ? (
          <Alert tone="danger" className="mt-3">
            {run.error.message}
          </Alert>
        ) : null}
        {run.data ? (
          <Alert tone="success" className="mt-3">
            {t('referralAdmin.ran', run.data)}
          </Alert>
        ) : null}
        {canEdit ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => save.mutate()} loading={save.isPending} data-testid={ids.save}>
              {t('referralAdmin.save')}
            </Button>
            <Button variant="secondary" onClick={() => run.mutate()} loading={run.isPending} data-testid={ids.run}>
              {t('referralAdmin.runNow')}
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
};
