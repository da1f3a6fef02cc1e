import type { Timestamp } from './schema';

/** Migration 2026_11_29_0036_member_link_codes: one-time codes a link carries instead of a session token. */
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
