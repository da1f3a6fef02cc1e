import type { TFunction } from 'i18next';
import type { MissionConditionProgress } from '@gp/contracts';

/** A condition's words, its target in its own unit (money for deposits and bets, a count otherwise). */
export const conditionText = (t: TFunction, c: MissionConditionProgress, money: (minor: number) => string): string => {
  const category = c.category === null ? null : t(`site:missions.category.${c.category}`);
  switch (c.type) {
    case 'deposit':
      return t('site:missions.cond.deposit', { amount: money(c.target) });
    case 'valid_bets':
      return category === null
        ? t('site:missions.cond.validBets', { amount: money(c.target) })
        : t('site:missions.cond.validBetsIn', { amount: money(c.target), category });
    case 'rounds':
      return category === null ? t('site:missions.cond.rounds', { number: c.target }) : t('site:missions.cond.roundsIn', { number: c.target, category });
    case 'login_streak':
      return t('site:missions.cond.loginStreak', { number: c.target });
    case 'invite_depositor':
      return t('site:missions.cond.inviteDepositor', { number: c.target });
  }
};

/** How far the member is, in the condition's unit. */
export const currentText = (c: MissionConditionProgress, money: (minor: number) => string): string => {
  const current = typeof c.current === 'string' ? Number(c.current) : c.current;
  const shown = Math.min(current, c.target);
  return c.type === 'deposit' || c.type === 'valid_bets' ? `${money(shown)} / ${money(c.target)}` : `${shown} / ${c.target}`;
};
