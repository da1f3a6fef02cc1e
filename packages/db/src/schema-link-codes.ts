import type { Timestamp } from './schema';

/** One-time codes a link carries instead of a session token. */
export type MemberLinkCodesTable = {
  code_hash: string;
  member_id: bigint;
  expires_at: Date;
  used_at: Date | null;
  created_at: Timestamp;
};

export type LinkCodeTables = {
  member_link_codes: MemberLinkCodesTable;
};
