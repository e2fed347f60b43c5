import pg from 'pg';

/** Runs one query as the database superuser (bypasses row-level security): for checking what was stored. */
export async function queryAsSuperuser<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DB_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
