import { sql, type Kysely } from 'kysely';

const hotTables = ['game_transactions', 'game_rounds', 'member_game_hourly', 'member_game_daily'];

/**
 * The wallet call's own tables keep no foreign keys (BENCHMARKS.md "Vendor wallet API"). Each
 * foreign-key check is one more query per row written and takes a shared lock on the row it points
 * at: every concurrent bet of a vendor locked the same catalog_vendors and catalog_games rows, which
 * PostgreSQL records as multixacts, for rows that are never deleted (members, vendors and games have
 * no delete path). The ids written here all come from `game_wallet_call`, which resolves them from
 * the rows it has just read; the ledger tables (journals, legs, accounts) keep theirs.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of hotTables) {
    const { rows } = await sql<{ name: string }>`
      select conname as name from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`.execute(db);
    for (const { name } of rows) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table game_transactions add foreign key (vendor_id) references catalog_vendors (id), add foreign key (member_id) references members (id),
    add foreign key (round_pk) references game_rounds (id), add foreign key (journal_id) references ledger_journals (id)`.execute(db);
  await sql`alter table game_rounds add foreign key (vendor_id) references catalog_vendors (id), add foreign key (member_id) references members (id),
    add foreign key (game_id) references catalog_games (id)`.execute(db);
  for (const table of ['member_game_hourly', 'member_game_daily']) {
    await sql`alter table ${sql.table(table)} add foreign key (member_id) references members (id), add foreign key (vendor_id) references catalog_vendors (id)`.execute(db);
  }
};
