import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import type { MissionView } from '@gp/contracts';
import { showToast } from '../../account/components/session/toast-store';
import { invalidateMoney } from '../../cashier/queries/money-events';
import { ProgressBar } from '../../vip/components/progress-bar';
import { claimMission } from '../api/missions-api';
import { missionKeys } from '../queries/keys';
import { conditionText, currentText } from './condition-text';

const rewardText = (t: (key: string, options?: Record<string, unknown>) => string, mission: MissionView, money: (minor: number) => string): string => {
  const { kind, amount, turnoverMultipleBp } = mission.reward;
  if (kind === 'points') return t('site:missions.reward.points', { number: amount });
  if (kind === 'tickets') return t('site:missions.reward.tickets', { number: amount });
  const bonus = t('site:missions.reward.money', { amount: money(amount) });
  return turnoverMultipleBp > 0 ? `${bonus} · ${t('site:missions.turnover', { multiple: turnoverMultipleBp / 10_000 })}` : bonus;
};

/** One mission: its words, a bar per condition, the reward, and the claim (or its claimed state). */
export const MissionCard = ({ mission, money }: { mission: MissionView; money: (minor: number) => string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const claim = useMutation({
    mutationFn: () => claimMission(mission.id),
    onSuccess: () => showToast(t('site:missions.claimedToast'), 'mission-claimed'),
    onSettled: async () => {
      inFlight.current = false;
      await Promise.all([queryClient.invalidateQueries({ queryKey: missionKeys.all }), invalidateMoney(queryClient)]);
    },
  });
  const press = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    claim.mutate();
  };
  return (
    <li className="rounded-md border border-border bg-surface p-3" data-testid="mission-card" data-mission={mission.id}>
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold" dir="auto">
            {mission.title}
          </h4>
          {mission.description ? (
            <p className="text-sm text-fg-muted" dir="auto">
              {mission.description}
            </p>
          ) : null}
        </div>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">{t(`site:missions.${mission.period}`)}</span>
      </div>
      {mission.conditions.map((c, i) => (
        <ProgressBar
          key={i}
          label={conditionText(t, c, money)}
          done={Math.min(typeof c.current === 'string' ? Number(c.current) : c.current, c.target)}
          needed={c.target}
          text={mission.claimed ? t('site:missions.done') : currentText(c, money)}
          testId="mission-condition"
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium" data-testid="mission-reward">
          {rewardText(t, mission, money)}
        </span>
        {mission.claimed ? (
          <span className="rounded-full bg-success/15 px-3 py-1 text-sm font-medium text-success" data-testid="mission-claimed">
            {t('site:missions.claimed')}
          </span>
        ) : (
          <Button
            size="sm"
            disabled={!mission.claimable}
            loading={claim.isPending}
            onClick={press}
            aria-label={`${t('site:missions.claim')}: ${mission.title}`}
            data-testid="mission-claim"
          >
            {mission.claimable ? t('site:missions.claim') : t('site:missions.inProgress')}
          </Button>
        )}
      </div>
      {claim.error ? (
        <p role="alert" className="mt-1 text-sm text-danger" data-testid="mission-claim-error">
          {claim.error.message}
        </p>
      ) : null}
    </li>
  );
};
