import { InboxPanel } from '../../inbox/components/inbox-panel';

/**
 * Platform messages: the agent's inbox, the same one members read in the member centre: system
 * notices (deposits, transfers, contracts, settlements) and staff messages, newest first.
 */
export const MessagesPage = () => (
  <div data-testid="agent-messages">
    <InboxPanel />
  </div>
);
