import pg from 'pg';

/** The PostgreSQL server the benchmarks use; DATABASE_URL names it (any database on it). */
export const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's URL with `name` as the database. */
export const databaseUrl = (name: string): string => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Runs one statement on the server's own database (create / drop database). */
const adminQuery = async (text: string): Promise<void> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/** Drops the benchmark database if a previous run left it, then creates it empty. */
export const recreateDatabase = async (name: string): Promise<void> => {
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
};

/** Drops the benchmark database, closing any session still on it. */
export const dropDatabase = (name: string): Promise<void> => adminQuery(`drop database if exists ${name} with (force)`);
