import { sql, type Kysely } from 'kysely';

/**
 * What `apply` activities and the staff review of claims need:
 *
 * - `promotion_claim_images`: the pictures a member uploads for an application, re-encoded, kept in
 *   the database (private to the member and staff, never a public path); loose until an application
 *   takes them (`claim_id`), so storage per member is bounded by counting the loose ones.
 * - on `promotion_claims`: the hash of the application's body (a replay answers the first), and the
 *   first approval of a claim above the four-eyes threshold (who, what amount, when): a second,
 *   different staff member pays it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table promotion_claim_images (
    id bigint generated always as identity primary key,
    token text not null constraint promotion_claim_images_token check (token ~ '^[a-f0-9]{32}$'),
    member_id bigint not null references members (id),
    claim_id bigint references promotion_claims (id),
    content_type text not null constraint promotion_claim_images_type check (content_type in ('image/png', 'image/jpeg')),
    size integer not null constraint promotion_claim_images_size check (size > 0 and size < 5242880),
    bytes bytea not null,
    created_at timestamptz not null default now(),
    constraint promotion_claim_images_token_key unique (token)
  )`.execute(db);
  await sql`create index promotion_claim_images_loose on promotion_claim_images (member_id, created_at) where claim_id is null`.execute(db);
  await sql`create index promotion_claim_images_claim on promotion_claim_images (claim_id) where claim_id is not null`.execute(db);

  await sql`alter table promotion_claims
    add column request_hash text constraint promotion_claims_request_hash check (request_hash ~ '^[a-f0-9]{64}$'),
    add column first_approver_id integer references staff_users (id),
    add column first_approved_amount bigint constraint promotion_claims_first_amount check (first_approved_amount > 0),
    add column first_approved_at timestamptz,
    add constraint promotion_claims_first_approval check (
      (first_approver_id is null) = (first_approved_amount is null) and (first_approver_id is null) = (first_approved_at is null)
    )`.execute(db);
  // The review queue: claims waiting for staff, oldest first, by status.
  await sql`create index promotion_claims_review on promotion_claims (status, created_at) where status in ('applying', 'processing')`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index promotion_claims_review`.execute(db);
  await sql`alter table promotion_claims
    drop constraint promotion_claims_first_approval,
    drop column first_approved_at,
    drop column first_approved_amount,
    drop column first_approver_id,
    drop column request_hash`.execute(db);
  await sql`drop table promotion_claim_images`.execute(db);
};
