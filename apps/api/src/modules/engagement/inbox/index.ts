// The inbox's public surface: other modules import only what this file exports.
export { inboxFeature } from './inbox.feature';
export { createInboxService } from './inbox.service';
export type { InboxService } from './inbox.service';
export { createInboxAdminService } from './inbox-admin.service';
export type { InboxAdminService } from './inbox-admin.service';
