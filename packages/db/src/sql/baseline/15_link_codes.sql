-- One-time codes that link a member's sign-in methods.

create table member_link_codes (
  code_hash text primary key,
  member_id bigint not null references members(id),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_link_codes_expires on member_link_codes (expires_at);
