import { agentsFeatures } from './agents/agents.features';
import { engagementFeatures } from './engagement/engagement.features';
import type { Feature } from './feature';
import { gamesFeatures } from './games/games.features';
import { identityFeatures } from './identity/identity.features';
import { loyaltyFeatures } from './loyalty/loyalty.features';
import { moneyFeatures } from './money/money.features';
import { platformFeatures } from './platform/platform.features';
import { supportFeatures } from './support/support.features';

/** Every feature of the API, domain by domain; a new feature joins its domain's list, not this one. */
export const features: readonly Feature[] = [
  ...platformFeatures,
  ...identityFeatures,
  ...moneyFeatures,
  ...gamesFeatures,
  ...agentsFeatures,
  ...engagementFeatures,
  ...loyaltyFeatures,
  ...supportFeatures,
];
