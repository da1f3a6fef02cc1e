import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './schema';

/** `frozen`: locked by the platform (an unpaid dividend) until staff unfreeze it. */
export type MemberStatus = 'active' | 'disabled' | 'frozen';
export type RegisterMethod = 'username' | 'mobile' | 'social' | 'trial' | 'agent' | 'staff';

export type MembersTable = {
  id: Generated<bigint>;
  account: string;
  nickname: string | null;
  type: Generated<number>;
  status: Generated<MemberStatus>;
  password_hash: string;
  password_is_default: Generated<boolean>;
  password_changed_at: Timestamp;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  real_name: string | null;
  /** The optional registration fields the merchant has switched on. */
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  upline_id: bigint | null;
  affiliate_code: string | null;
  referral_code: string | null;
  language: string | null;
  register_method: RegisterMethod;
  register_ip: string | null;
  totp_secret: string | null;
  totp_last_step: bigint | null;
  /** An authenticator secret being enrolled; it becomes `totp_secret` when confirmed with a code. */
  totp_pending_secret: Generated<string | null>;
  payment_password_hash: string | null;
  first_login_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  frozen_reason: Generated<string | null>;
  frozen_at: Generated<Date | null>;
  /** 0 until a VIP programme promotes the member. */
  vip_level: Generated<number>;
  /** ISO 3166-1 alpha-2, from the mobile dialing code at registration or set by staff. */
  country: Generated<string | null>;
  created_at: Timestamp;
};

export type MemberSessionsTable = {
  id: Generated<bigint>;
  token_hash: string;
  member_id: bigint;
  method: string;
  remember: Generated<boolean>;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
};

export type MemberLoginEventsTable = {
  id: Generated<bigint>;
  account_key: string;
  member_id: bigint | null;
  ip: string;
  method: string;
  outcome: string;
  user_agent: string | null;
  /** The stable device id the player site computed, when it sent one. */
  device_id: Generated<string | null>;
  created_at: Timestamp;
};

export type MemberKnownIpsTable = {
  member_id: bigint;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
};

export type MemberLoginChallengesTable = {
  token_hash: string;
  member_id: bigint;
  ip: string;
  method: string;
  remember: boolean;
  portal: string;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  /** A bind of an existing account from a new IP: the link is made when this challenge is answered. */
  social_bind_hash: string | null;
};

export type MemberPasswordResetsTable = {
  token_hash: string;
  member_id: bigint;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
};

export type MemberSocialLinksTable = {
  id: Generated<bigint>;
  issuer: string;
  subject: string;
  member_id: bigint;
  /** The provider the link was made through (null for links older than the column). */
  provider_id: string | null;
  created_at: Timestamp;
};

/** A nonce the server issued for a provider's authorization request, stored hashed; spent once. */
export type MemberSocialNoncesTable = {
  nonce_hash: string;
  provider_id: string;
  ip: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
};

/** An accepted ID token (hashed), kept until it expires so it is never accepted again. */
export type MemberSocialTokensSeenTable = {
  token_hash: string;
  expires_at: Date;
  created_at: Timestamp;
};

/** A verified provider identity waiting to be bound to an account; the token is stored hashed. */
export type MemberSocialBindsTable = {
  token_hash: string;
  provider_id: string;
  issuer: string;
  subject: string;
  ip: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
};

export type ServerKeysTable = {
  name: string;
  public_jwk: Json<Record<string, string>>;
  private_pem: string;
  created_at: Timestamp;
};

/** Nonces of opened E-call envelopes, until their window has passed. */
export type EnvelopeNoncesTable = {
  nonce: string;
  expires_at: Timestamp;
  created_at: Timestamp;
};

export type AccountTables = {
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  member_login_events: MemberLoginEventsTable;
  member_known_ips: MemberKnownIpsTable;
  member_login_challenges: MemberLoginChallengesTable;
  member_password_resets: MemberPasswordResetsTable;
  member_social_links: MemberSocialLinksTable;
  member_social_binds: MemberSocialBindsTable;
  member_social_nonces: MemberSocialNoncesTable;
  member_social_tokens_seen: MemberSocialTokensSeenTable;
  server_keys: ServerKeysTable;
  envelope_nonces: EnvelopeNoncesTable;
  member_tree: MemberTreeTable;
  member_team_sizes: MemberTeamSizesTable;
  member_password_failures: MemberPasswordFailuresTable;
};

/** The team tree as a closure table, kept by triggers. */
export type MemberTreeTable = {
  ancestor_id: bigint;
  descendant_id: bigint;
  depth: number;
};

/** Direct and whole-team sizes, kept by triggers on member_tree. */
export type MemberTeamSizesTable = {
  member_id: bigint;
  direct_count: number;
  team_count: number;
};

/** Wrong login passwords given by a signed-in session. */
export type MemberPasswordFailuresTable = {
  id: Generated<bigint>;
  member_id: bigint;
  session_id: bigint;
  created_at: Timestamp;
};
