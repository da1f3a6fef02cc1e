import type { Feature } from '../feature';
import { ledgerFeature } from './ledger/ledger.feature';
import { paymentsFeature } from './payments/payments.feature';
import { protectionFeature } from './protection/protection.feature';
import { recordsFeature } from './records/records.feature';
import { walletFeature } from './wallet/wallet.feature';
import { withdrawalsFeature } from './withdrawals/withdrawals.feature';

/** The money domain's features, registered in this order. */
export const moneyFeatures: readonly Feature[] = [walletFeature, recordsFeature, ledgerFeature, paymentsFeature, protectionFeature, withdrawalsFeature];
