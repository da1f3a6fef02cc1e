import { InboxPanel } from '../components/inbox-panel';

/** The member centre's platform information page (messageV2). */
export const InboxPage = () => <InboxPanel />;
