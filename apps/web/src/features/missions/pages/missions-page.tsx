import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { useLanguage } from '../../../shared/i18n/use-language';
import { QueryState } from '../../../shared/query-state';
import { missionSummaryQuery } from '../api/missions-api';
import { LeaderboardPanel } from '../components/leaderboard-panel';
import { MissionCard } from '../components/mission-card';

const tabs = ['missions', 'leaderboard'] as const;
type Tab = (typeof tabs)[number];

/** The missions tab: daily and weekly missions with live progress and the claim. */
const MissionsPanel = ({ money }: { money: (minor: number) => string }) => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const summary = useQuery(missionSummaryQuery(useRealMemberToken(), code));
  const missions = summary.data?.missions ?? [];
  if (!summary.data || missions.length === 0)
    return (
      <QueryState
        isPending={summary.isPending}
        error={summary.error}
        isEmpty={missions.length === 0}
        onRetry={() => void summary.refetch()}
        emptyText={t('site:missions.empty')}
      />
    );
  return (
    <>
      {(['daily', 'weekly'] as const).map((period) => {
        const list = missions.filter((m) => m.period === period);
        if (list.length === 0) return null;
        return (
          <section key={period} className="mb-5" aria-label={t(`site:missions.${period}`)} data-testid={`missions-${period}`}>
            <h3 className="mb-2 font-semibold">{t(`site:missions.${period}`)}</h3>
            <ul className="flex flex-col gap-2">
              {list.map((m) => (
                <MissionCard key={m.id} mission={m} money={money} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
};

/** The member centre's missionLeaderboard page: missions and the leaderboard as two tabs. */
export const MissionsPage = () => {
  const { t } = useTranslation();
  const money = useMemberMoney(useRealMemberToken());
  const [tab, setTab] = useState<Tab>('missions');
  const id = useId();
  // Arrow keys move between the tabs, as the tab pattern expects.
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div data-testid="missions-page">
      <div role="tablist" aria-label={t('site:member_missionLeaderboard')} className="mb-4 flex gap-1 border-b border-border" onKeyDown={onKey}>
        {tabs.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={cx(
              '-mb-px min-h-11 border-b-2 px-4 text-sm font-medium',
              tab === name ? 'border-primary text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )}
            data-testid={`missions-tab-${name}`}
          >
            {t(name === 'missions' ? 'site:missions.tabMissions' : 'site:missions.tabLeaderboard')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'missions' ? <MissionsPanel money={money} /> : <LeaderboardPanel money={money} />}
      </div>
    </div>
  );
};
