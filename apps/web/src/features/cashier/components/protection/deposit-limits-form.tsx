import type { ProtectionOverview } from '@gp/contracts';
import { saveDepositLimits } from '../../api/protection-api';
import { RollingLimitsForm, type RollingLimitsKind } from './rolling-limits-form';

const deposit: RollingLimitsKind = {
  views: (overview) => overview.depositLimits,
  remaining: (overview) => overview.depositRemaining,
  save: saveDepositLimits,
  text: {
    title: 'cashier:protection.limits.title',
    description: 'cashier:protection.limits.description',
    label: 'cashier:protection.limits.label',
    used: 'cashier:protection.limits.used',
    overall: 'cashier:protection.limits.overall',
    save: 'cashier:protection.limits.save',
    saved: 'cashier:protection.limits.saved',
  },
  ids: {
    root: 'deposit-limits',
    form: 'deposit-limits-form',
    input: 'limit-input',
    status: 'limit-status',
    pending: 'limit-pending',
    overall: 'limits-overall',
    done: 'deposit-limits-done',
    submit: 'deposit-limits-submit',
  },
};

/** The three rolling deposit limits; the server checks every deposit against them. */
export const DepositLimitsForm = ({ overview }: { overview: ProtectionOverview }) => <RollingLimitsForm overview={overview} kind={deposit} />;
