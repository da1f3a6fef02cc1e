import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VipBonusList, VipInfo, VipLevelView } from '@gp/contracts';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { useLanguage } from '../../../shared/i18n/use-language';
import { QueryState } from '../../../shared/query-state';
import { vipBonusesQuery, vipInfoQuery } from '../api/vip-api';
import { ProgressBar } from '../components/progress-bar';
import { VipIcon } from '../components/vip-icon';

type Money = (minor: number) => string;

/** Points rates per source, labelled with the game categories' own names. */
const sourceLabels = {
  live: 'site:categoryLive',
  lottery: 'site:categoryLott',
  pvp: 'site:categoryPvp',
  rng: 'site:categoryRng',
  sports: 'site:categorySports',
  deposit: 'site:vip_keepDeposits',
} as const;

const multiple = (bp: number, language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(bp / 10_000);

/** The member's level, and bars toward the next one (or the keep rule at the top). */
const Progress = ({ info, money }: { info: VipInfo; money: Money }) => {
  const { t } = useTranslation();
  const current = info.levels.find((l) => l.level === info.level);
  const next = info.levels.find((l) => l.level === info.nextLevel);
  const of = (done: number, needed: number) => t('site:vip_of', { done: money(done), needed: money(needed) });
  return (
    <section className="mb-5 rounded-md border border-border bg-surface p-4" aria-labelledby="vip-current" data-testid="vip-current">
      <div className="mb-4 flex items-center gap-3">
        <VipIcon icon={current?.icon ?? 'builtin:star'} className="size-12" />
        <div className="min-w-0">
          <p className="text-xs text-fg-muted">{t('site:vip_yours')}</p>
          <h3 id="vip-current" className="text-lg font-semibold break-words" data-testid="vip-level-name">
            {current?.name ?? t('site:vip_level', { level: info.level })}
          </h3>
          <p className="text-xs text-fg-muted" data-testid="vip-level-number">
            {t('site:vip_level', { level: info.level })}
          </p>
        </div>
      </div>
      {next ? (
        <>
          <p className="mb-2 text-sm font-medium" data-testid="vip-next">
            {t('site:vip_next', { name: next.name })}
          </p>
          <ProgressBar
            testId="vip-progress-deposits"
            label={t('site:vip_deposits', { days: info.windowDays })}
            done={info.deposits}
            needed={next.depositThreshold}
            text={of(info.deposits, next.depositThreshold)}
          />
          <ProgressBar
            testId="vip-progress-bets"
            label={t('site:vip_validBets', { days: info.windowDays })}
            done={info.validBets}
            needed={next.validBetThreshold}
            text={of(info.validBets, next.validBetThreshold)}
          />
        </>
      ) : (
        <p className="mb-2 text-sm font-medium" data-testid="vip-top">
          {t('site:vip_top')}
        </p>
      )}
      {current && info.level > 0 && info.keepPeriod !== 'none' && (current.keepDeposit > 0 || current.keepValidBet > 0) ? (
        <div className="mt-4 border-t border-border pt-3" data-testid="vip-keep">
          <p className="mb-2 text-sm font-medium">{t(info.keepPeriod === 'weekly' ? 'site:vip_keep_weekly' : 'site:vip_keep_monthly')}</p>
          <ProgressBar
            testId="vip-keep-deposits"
            label={t('site:vip_keepDeposits')}
            done={info.periodDeposits}
            needed={current.keepDeposit}
            text={of(info.periodDeposits, current.keepDeposit)}
          />
          <ProgressBar
            testId="vip-keep-bets"
            label={t('site:vip_keepBets')}
            done={info.periodValidBets}
            needed={current.keepValidBet}
            text={of(info.periodValidBets, current.keepValidBet)}
          />
        </div>
      ) : null}
    </section>
  );
};

/** One level of the ladder: what reaches it and what it pays. */
const LevelCard = ({ level, mine, money }: { level: VipLevelView; mine: boolean; money: Money }) => {
  const { t, i18n } = useTranslation();
  const bonuses = [
    ['site:vip_upgrade', level.upgradeBonus],
    ['site:vip_weekly', level.weeklyBonus],
    ['site:vip_monthly', level.monthlyBonus],
  ] as const;
  const rates = Object.entries(level.pointRates).filter(([, bp]) => bp > 0);
  return (
    <li
      className={`rounded-md border bg-surface p-3 ${mine ? 'border-primary' : 'border-border'}`}
      data-testid="vip-level"
      data-level={level.level}
      aria-current={mine ? 'true' : undefined}
    >
      <div className="flex items-center gap-3">
        <VipIcon icon={level.icon} className="size-8" />
        <div className="min-w-0">
          <p className="font-semibold break-words">{level.name}</p>
          <p className="text-xs text-fg-muted">{t('site:vip_level', { level: level.level })}</p>
        </div>
      </div>
      {level.level > 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{t('site:vip_needs', { deposits: money(level.depositThreshold), bets: money(level.validBetThreshold) })}</p>
      ) : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {bonuses
          .filter(([, amount]) => amount > 0)
          .map(([key, amount]) => (
            <div key={key} className="contents">
              <dt className="text-fg-muted">{t(key)}</dt>
              <dd className="text-end font-medium tabular-nums">{money(amount)}</dd>
            </div>
          ))}
      </dl>
      {bonuses.some(([, amount]) => amount > 0) && level.turnoverMultipleBp > 0 ? (
        <p className="mt-1 text-xs text-fg-muted">{t('site:vip_turnover', { multiple: multiple(level.turnoverMultipleBp, i18n.language) })}</p>
      ) : null}
      {rates.length > 0 ? (
        <div className="mt-2 text-sm" data-testid="vip-points-rates">
          <p className="text-fg-muted">{t('site:vip_points')}</p>
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {rates.map(([source, bp]) => (
              <li key={source} className="tabular-nums">
                {`${t(sourceLabels[source as keyof typeof sourceLabels])}: ${multiple(bp, i18n.language)}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {level.benefits ? <p className="mt-2 text-sm whitespace-pre-line break-words">{level.benefits}</p> : null}
    </li>
  );
};

const kindKey = { upgrade: 'site:vip_upgrade', weekly: 'site:vip_weekly', monthly: 'site:vip_monthly' } as const;

const Bonuses = ({ list, info, money }: { list: VipBonusList['list']; info: VipInfo; money: Money }) => {
  const { t, i18n } = useTranslation();
  const nameOf = (level: number) => info.levels.find((l) => l.level === level)?.name ?? t('site:vip_level', { level });
  return (
    <section className="mb-5" aria-labelledby="vip-bonuses" data-testid="vip-bonuses">
      <h3 id="vip-bonuses" className="mb-2 font-semibold">
        {t('site:vip_bonuses')}
      </h3>
      {list.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-4 text-center text-sm text-fg-muted">{t('site:vip_bonusesEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((b) => (
            <li key={b.id} className="rounded-md border border-border bg-surface p-3" data-testid="vip-bonus">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <span className="font-medium">{`${t(kindKey[b.kind])} · ${nameOf(b.level)}`}</span>
                <span className="font-semibold whitespace-nowrap text-success tabular-nums">{money(b.amount)}</span>
              </div>
              <p className="mt-1 text-xs text-fg-muted">
                {t(`site:vip_status_${b.status}`)} · {formatRecordTime(b.createdAt, i18n.language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** VIP bonus: the member's level and progress, every level's benefits, and the VIP bonuses received. */
export const VipPage = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const token = useRealMemberToken();
  const info = useQuery(vipInfoQuery(token, code));
  const bonuses = useQuery(vipBonusesQuery(token));
  const money = useMemberMoney(token);
  const pending = info.isPending || bonuses.isPending;
  const error = info.error ?? bonuses.error;
  return (
    <div data-testid="vip-page">
      <QueryState isPending={pending} error={error} isEmpty={false} onRetry={() => void Promise.all([info.refetch(), bonuses.refetch()])} />
      {info.data ? (
        <>
          <Progress info={info.data} money={money} />
          <Bonuses list={bonuses.data?.list ?? []} info={info.data} money={money} />
          <section aria-labelledby="vip-levels" data-testid="vip-levels">
            <h3 id="vip-levels" className="mb-2 font-semibold">
              {t('site:vip_levels')}
            </h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {info.data.levels.map((l) => (
                <LevelCard key={l.level} level={l} mine={l.level === info.data.level} money={money} />
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </div>
  );
};
