import type { Feature } from '../feature';
import { ledgerFeature } from './ledger';
import { paymentsFeature } from './payments';
import { protectionFeature } from './protection';
import { recordsFeature } from './records';
import { wageringFeature } from './wagering';
import { walletFeature } from './wallet';
import { withdrawalsFeature } from './withdrawals';

/** The money domain's features, registered in this order. */
export const moneyFeatures: readonly Feature[] = [
  walletFeature,
  recordsFeature,
  ledgerFeature,
  paymentsFeature,
  protectionFeature,
  withdrawalsFeature,
  wageringFeature,
];
