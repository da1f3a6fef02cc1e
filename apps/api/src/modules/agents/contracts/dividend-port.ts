import type { AgentSettlementView } from '@gp/contracts';
import type { MemberPrincipal } from '../../../lib/member-principal';

/**
 * The dividend relay's `confirm` and `refuse` actions belong to settlement (the upline pays or
 * refuses a dividend awaiting confirmation). The contracts module only routes them there, through
 * this port, so it does not depend on the settlement module.
 */
export type DividendConfirmationPort = {
  confirm: (agent: MemberPrincipal, settlementId: number) => Promise<AgentSettlementView>;
  refuse: (agent: MemberPrincipal, settlementId: number, reason?: string) => Promise<AgentSettlementView>;
};
