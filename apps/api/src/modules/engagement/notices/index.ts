// The notices module's public surface: other modules import only what this file exports.
export { addMemberNotice } from './add-member-notice';
export { noticesFeature } from './notices.feature';
export { createNoticesService } from './notices.service';
// The inbox lists, opens, marks and deletes notices beside staff messages.
export { countOwnNotices, countUnreadNotices, deleteNotices, findInboxNotice, listInboxNotices, markNoticesRead, sortKeyOf } from './notices.repository';
export type { InboxCursor } from './notices.repository';
