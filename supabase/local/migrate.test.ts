import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freeStackPorts, makeDataDir, startStack, STACK_TIMEOUT_MS, type StackProcess } from '../testing/local-supabase-process.ts';
import { applyMigrations } from './migrate.ts';

let dataDir: string;
let stack: StackProcess;
let admin: pg.Client;
let databaseCount = 0;

let workDir: string;
let migrationsDir: string;
let seedFile: string;
let client: pg.Client;
let logs: string[];

beforeAll(async () => {
  dataDir = await makeDataDir();
  stack = await startStack({ dataDir, ...(await freeStackPorts()) });
  admin = new pg.Client({ connectionString: stack.dbUrl });
  await admin.connect();
}, STACK_TIMEOUT_MS);

afterAll(async () => {
  await admin?.end();
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, STACK_TIMEOUT_MS);

// Each test gets an empty database of its own and empty migrations and seed.
beforeEach(async () => {
  databaseCount += 1;
  const database = `migrate_test_${databaseCount}`;
  await admin.query(`create database ${database}`);
  const url = new URL(stack.dbUrl);
  url.pathname = `/${database}`;
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();

  workDir = await mkdtemp(path.join(os.tmpdir(), 'pv-migrate-test-'));
  migrationsDir = path.join(workDir, 'migrations');
  seedFile = path.join(workDir, 'seed.sql');
  await mkdir(migrationsDir);
  logs = [];
});

afterEach(async () => {
  await client.end();
  await rm(workDir, { recursive: true, force: true });
});

function migrate() {
  return applyMigrations(client, { migrationsDir, seedFile, log: (line) => logs.push(line) });
}

async function writeMigration(file: string, sql: string): Promise<void> {
  await writeFile(path.join(migrationsDir, file), sql);
}

async function recorded(): Promise<Array<{ version: string; name: string; applied_at: Date }>> {
  const { rows } = await client.query(
    'select version, name, applied_at from supabase_migrations.schema_migrations order by version::numeric',
  );
  return rows;
}

it('applies migrations in numeric version order, each once', async () => {
  await writeMigration('2_second.sql', 'create table second (first_id int references first (id));');
  await writeMigration('10_third.sql', 'create table third (second_id int);');
  await writeMigration('1_first.sql', 'create table first (id int primary key);');
  await writeFile(path.join(migrationsDir, 'README.md'), 'not a migration');

  const firstRun = await migrate();
  const secondRun = await migrate();

  expect(firstRun.applied).toEqual(['1_first.sql', '2_second.sql', '10_third.sql']);
  expect(secondRun.applied).toEqual([]);
  expect((await recorded()).map((row) => row.name)).toEqual(['1_first.sql', '2_second.sql', '10_third.sql']);
});

it('applies the seed on a new database only', async () => {
  await writeMigration('1_first.sql', 'create table first (id int primary key);');
  await writeFile(seedFile, 'insert into first values (1);\ninsert into first values (2);');

  const firstRun = await migrate();
  await client.query('delete from first');
  const secondRun = await migrate();

  expect(firstRun.seeded).toBe(true);
  expect(secondRun.seeded).toBe(false);
  expect((await client.query('select * from first')).rows).toEqual([]);
});

it('starts without a seed file', async () => {
  await writeMigration('1_first.sql', 'create table first (id int primary key);');

  await expect(migrate()).resolves.toEqual({ applied: ['1_first.sql'], seeded: false });
});

it('applies a migration added later, and only that one', async () => {
  await writeMigration('20250101000000_first.sql', 'create table first (id int primary key);');
  await migrate();
  const before = await recorded();

  await writeMigration('20250102000000_second.sql', 'alter table first add column name text;');
  const secondRun = await migrate();

  expect(secondRun.applied).toEqual(['20250102000000_second.sql']);
  expect((await recorded()).slice(0, 1)).toEqual(before);
});

it('rolls everything back when a migration fails, naming the file and line, and retries it all next time', async () => {
  await writeMigration('1_first.sql', 'create table first (id int primary key);');
  await writeMigration('2_broken.sql', 'create table second (id int);\n\nselec 1;\n');
  await writeFile(seedFile, 'insert into first values (1);');

  await expect(migrate()).rejects.toThrow(/^2_broken\.sql, line 3: syntax error at or near "selec"$/);
  const { rows } = await client.query(
    `select to_regclass('public.first') as first, to_regclass('supabase_migrations.schema_migrations') as tracking`,
  );
  expect(rows).toEqual([{ first: null, tracking: null }]);

  await writeMigration('2_broken.sql', 'create table second (id int);\n');
  await expect(migrate()).resolves.toEqual({ applied: ['1_first.sql', '2_broken.sql'], seeded: true });
});

it('rolls back, naming seed.sql, when the seed fails', async () => {
  await writeMigration('1_first.sql', 'create table first (id int primary key);');
  await writeFile(seedFile, 'insert into first values (1);\ninsert into first values (1);');

  await expect(migrate()).rejects.toThrow(/^seed\.sql: duplicate key value/);
  expect((await client.query(`select to_regclass('public.first') as first`)).rows).toEqual([{ first: null }]);
});

it.each([
  [['first.sql'], /first\.sql is not <digits>_<name>\.sql/],
  [['1-first.sql'], /1-first\.sql is not <digits>_<name>\.sql/],
  [['1_first.sql', '01_other.sql'], /have the same version/],
])('refuses the migration files %j', async (files, message) => {
  for (const file of files) await writeMigration(file, 'select 1;');

  await expect(migrate()).rejects.toThrow(message);
});

it('warns, and applies nothing, when an applied migration was edited', async () => {
  await writeMigration('1_first.sql', 'create table first (id int primary key);');
  await migrate();

  await writeMigration('1_first.sql', 'create table first (id int primary key, name text);');
  const secondRun = await migrate();

  expect(secondRun.applied).toEqual([]);
  expect(logs).toEqual([expect.stringMatching(/^Warning: 1_first\.sql changed after it was applied/)]);
});
