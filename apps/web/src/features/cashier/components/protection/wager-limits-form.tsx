import type { ProtectionOverview } from '@gp/contracts';
import { saveWagerLimits } from '../../api/protection-api';
import { RollingLimitsForm, type RollingLimitsKind } from './rolling-limits-form';

const wager: RollingLimitsKind = {
  views: (overview) => overview.wagerLimits,
  remaining: (overview) => overview.wagerRemaining,
  save: saveWagerLimits,
  text: {
    title: 'cashier:protection.wager.title',
    description: 'cashier:protection.wager.description',
    label: 'cashier:protection.wager.label',
    used: 'cashier:protection.wager.used',
    overall: 'cashier:protection.wager.overall',
    save: 'cashier:protection.wager.save',
    saved: 'cashier:protection.wager.saved',
  },
  ids: {
    root: 'wager-limits',
    form: 'wager-limits-form',
    input: 'wager-input',
    status: 'wager-status',
    pending: 'wager-pending',
    overall: 'wager-overall',
    done: 'wager-limits-done',
    submit: 'wager-limits-submit',
  },
};

/** The three rolling wager limits (valid bets); the game wallet refuses a bet past the lowest allowance. */
export const WagerLimitsForm = ({ overview }: { overview: ProtectionOverview }) => <RollingLimitsForm overview={overview} kind={wager} />;
