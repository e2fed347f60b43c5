// Applies migrations/<version>_<name>.sql in version order, each once, recorded in
// supabase_migrations.schema_migrations; and seed.sql when the database is new. Everything pending
// goes in one transaction, so a failure leaves the database as it was and the next start retries,
// seed included.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

const MIGRATION_FILE_NAME = /^(\d+)_[A-Za-z0-9_-]+\.sql$/;

const TRACKING_TABLE_SQL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text not null,
    checksum text not null,
    applied_at timestamptz not null default now()
  );`;

type Migration = { version: string; file: string; sql: string; checksum: string };

export type MigrationSources = {
  migrationsDir: string;
  seedFile: string;
  log: (line: string) => void;
};

export type MigrationResult = {
  /** File names of the migrations this run applied. */
  applied: string[];
  seeded: boolean;
};

async function readMigrations(migrationsDir: string): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql'));
  const migrations = await Promise.all(
    files.map(async (file): Promise<Migration> => {
      const version = MIGRATION_FILE_NAME.exec(file)?.[1];
      if (version === undefined) {
        throw new Error(`Migration file name ${file} is not <digits>_<name>.sql`);
      }
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      return { version, file, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
  migrations.sort((a, b) => (BigInt(a.version) < BigInt(b.version) ? -1 : 1));
  for (const [index, migration] of migrations.entries()) {
    const previous = migrations[index - 1];
    if (previous && BigInt(previous.version) === BigInt(migration.version)) {
      throw new Error(`Migrations ${previous.file} and ${migration.file} have the same version`);
    }
  }
  return migrations;
}

async function runSqlFile(client: pg.Client, sql: string, file: string): Promise<void> {
  try {
    await client.query(sql);
  } catch (error) {
    const position = Number((error as { position?: string }).position);
    const where = position > 0 ? `, line ${sql.slice(0, position).split('\n').length}` : '';
    throw new Error(`${file}${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export async function applyMigrations(client: pg.Client, { migrationsDir, seedFile, log }: MigrationSources): Promise<MigrationResult> {
  const migrations = await readMigrations(migrationsDir);
  const { rows } = await client.query<{ is_new: boolean }>(`select to_regclass('supabase_migrations.schema_migrations') is null as is_new`);
  const isNewDatabase = rows[0]?.is_new === true;

  await client.query('begin');
  try {
    await client.query(TRACKING_TABLE_SQL);
    const recorded = await client.query<{ version: string; checksum: string }>(
      'select version, checksum from supabase_migrations.schema_migrations',
    );
    const checksums = new Map(recorded.rows.map((row) => [row.version, row.checksum]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const checksum = checksums.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          log(`Warning: ${migration.file} changed after it was applied; reset the local database to apply the change`);
        }
        continue;
      }
      await runSqlFile(client, migration.sql, migration.file);
      await client.query('insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.file,
        migration.checksum,
      ]);
      applied.push(migration.file);
    }

    const seeded = isNewDatabase && existsSync(seedFile);
    if (seeded) await runSqlFile(client, await readFile(seedFile, 'utf8'), path.basename(seedFile));
    await client.query('commit');
    return { applied, seeded };
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      log(`Rolling back the migrations failed too: ${rollbackError instanceof Error ? rollbackError.message : String(rollbackError)}`);
    });
    throw error;
  }
}
