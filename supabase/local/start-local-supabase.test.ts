// startLocalSupabase, run in a child process (see testing/run-local-supabase.ts).
import { createClient } from '@supabase/supabase-js';
import { execFile } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {
  descendantsOf,
  freeStackPorts,
  makeDataDir,
  startStack,
  startStackExpectingFailure,
  stillRunning,
  STACK_TIMEOUT_MS,
  type StackPorts,
} from '../testing/local-supabase-process.ts';
import { LOCAL_SUPABASE_DEFAULTS } from './config.ts';
import { LOCAL_ANON_KEY } from './keys.ts';

jest.setTimeout(STACK_TIMEOUT_MS * 2);

const realMigrations = async (): Promise<string[]> =>
  (await readdir(LOCAL_SUPABASE_DEFAULTS.migrationsDir)).filter((file) => file.endsWith('.sql')).sort();

let dataDir: string;
let ports: StackPorts;

beforeEach(async () => {
  dataDir = await makeDataDir();
  ports = await freeStackPorts();
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Resolves once `check` holds, checking every 200 ms; gives up after `timeoutMs` (the assertion after it fails). */
async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  for (let waited = 0; !(await check()) && waited < timeoutMs; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The running PostgreSQL's pid, from its pid file. */
async function postmasterPid(): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function query<T extends pg.QueryResultRow>(dbUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

it('creates the database, applies migrations and seed, serves the API, and stops leaving no process', async () => {
  const stack = await startStack({ dataDir, ...ports });
  const processes = await descendantsOf(stack.child.pid ?? 0);

  expect(stack.apiUrl).toBe(`http://localhost:${ports.port}`);
  expect(stack.anonKey).toBe(LOCAL_ANON_KEY);
  expect(stack.dbUrl).toBe(`postgresql://postgres:postgres@127.0.0.1:${ports.dbPort}/postgres`);
  expect(stack.logs).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Creating a PostgreSQL cluster in /),
      ...(await realMigrations()).map((file) => `Applied migration ${file}`),
      ...(existsSync(LOCAL_SUPABASE_DEFAULTS.seedFile) ? ['Applied seed.sql'] : []),
      expect.stringMatching(/^Ready in \d+\.\d s$/),
    ]),
  );
  const supabase = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } });
  const { error } = await supabase.from('blog_posts').select('slug').eq('is_published', true);
  expect(error).toBeNull();
  expect(processes.length).toBeGreaterThanOrEqual(2); // PostgreSQL (with its workers) and PostgREST

  await stack.stop();

  expect(await stillRunning(processes)).toEqual([]);
  expect(existsSync(path.join(dataDir, 'stack.json'))).toBe(false);
});

it('keeps the data across a restart and applies neither migrations nor seed again', async () => {
  const first = await startStack({ dataDir, ...ports });
  await query(first.dbUrl, `insert into public.newsletter_signups (email) values ('kept@example.com')`);
  await query(first.dbUrl, 'delete from public.blog_posts');
  const migrationsBefore = await query(first.dbUrl, 'select * from supabase_migrations.schema_migrations order by version');
  await first.stop();

  const second = await startStack({ dataDir, ...ports });
  try {
    expect(second.logs.filter((line) => /^(Creating|Applied)/.test(line))).toEqual([]);
    expect(await query(second.dbUrl, 'select email from public.newsletter_signups')).toEqual([{ email: 'kept@example.com' }]);
    expect(await query(second.dbUrl, 'select slug from public.blog_posts')).toEqual([]);
    expect(await query(second.dbUrl, 'select * from supabase_migrations.schema_migrations order by version')).toEqual(migrationsBefore);
  } finally {
    await second.stop();
  }
});

it('loses nothing when PostgreSQL is killed with SIGKILL mid-run: the next start recovers and reads what was written', async () => {
  const first = await startStack({ dataDir, ...ports });
  await query(first.dbUrl, `insert into public.newsletter_signups (email) values ('written.before.kill@example.com')`);
  process.kill(await postmasterPid(), 'SIGKILL');
  const stopStarted = Date.now();
  await first.stop();
  expect(Date.now() - stopStarted).toBeLessThan(15_000);

  const second = await startStack({ dataDir, ...ports });
  try {
    expect(await query(second.dbUrl, `select email from public.newsletter_signups where email like 'written.before.kill%'`)).toEqual([
      { email: 'written.before.kill@example.com' },
    ]);
    expect(second.logs.filter((line) => /^(Creating|Applied)/.test(line))).toEqual([]);
  } finally {
    await second.stop();
  }
});

it('applies a migration added after the first start on the next start', async () => {
  const migrationsDir = path.join(dataDir, '..', `${path.basename(dataDir)}-migrations`);
  await cp(LOCAL_SUPABASE_DEFAULTS.migrationsDir, migrationsDir, { recursive: true });
  try {
    const first = await startStack({ dataDir, ...ports, migrationsDir });
    await first.stop();
    await writeFile(
      path.join(migrationsDir, '99990101000000_add_reading_time.sql'),
      'alter table public.blog_posts add column reading_minutes int;',
    );

    const second = await startStack({ dataDir, ...ports, migrationsDir });
    try {
      expect(second.logs.filter((line) => line.startsWith('Applied'))).toEqual(['Applied migration 99990101000000_add_reading_time.sql']);
      expect(await query(second.dbUrl, `select to_regclass('public.blog_posts') is not null as ok`)).toEqual([{ ok: true }]);
    } finally {
      await second.stop();
    }
  } finally {
    await rm(migrationsDir, { recursive: true, force: true });
  }
});

it('stops what it started when start-up fails half-way, and starts once the cause is fixed', async () => {
  const migrationsDir = path.join(dataDir, '..', `${path.basename(dataDir)}-broken-migrations`);
  await cp(LOCAL_SUPABASE_DEFAULTS.migrationsDir, migrationsDir, { recursive: true });
  await writeFile(path.join(migrationsDir, '99990101000000_broken.sql'), 'alter table public.no_such_table add column x int;');
  try {
    const failure = await startStackExpectingFailure({ dataDir, ...ports, migrationsDir });

    expect(failure.exitCode).toBe(1);
    expect(failure.error).toBe('99990101000000_broken.sql: relation "public.no_such_table" does not exist');
    expect(failure.logs).toContain(`PostgreSQL listening on 127.0.0.1:${ports.dbPort}`);
    await expect(portIsFree(ports.dbPort)).resolves.toBe(true);
    expect(existsSync(path.join(dataDir, 'stack.json'))).toBe(false);

    await rm(path.join(migrationsDir, '99990101000000_broken.sql'));
    const stack = await startStack({ dataDir, ...ports, migrationsDir });
    await stack.stop();
  } finally {
    await rm(migrationsDir, { recursive: true, force: true });
  }
});

/** The PostgREST processes below the stack's process. */
async function postgrestPids(root: number): Promise<number[]> {
  const pids = await descendantsOf(root);
  const found: number[] = [];
  for (const pid of pids) {
    const { stdout } = await new Promise<{ stdout: string }>((resolve) =>
      execFile('ps', ['-o', 'args=', '-p', String(pid)], (_, out) => resolve({ stdout: out ?? '' })),
    );
    if (/postgrest/.test(stdout) && !/postgres:/.test(stdout)) found.push(pid);
  }
  return found;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

it('refuses a taken port before starting anything', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(ports.port, '127.0.0.1', resolve));
  try {
    const failure = await startStackExpectingFailure({ dataDir, ...ports });

    expect(failure.error).toBe(`Port ${ports.port} (API gateway) is already in use on 127.0.0.1`);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
});

it('refuses a second stack on a data directory in use, and leaves the first one running', async () => {
  const first = await startStack({ dataDir, ...ports });
  try {
    const failure = await startStackExpectingFailure({ dataDir, ...(await freeStackPorts()) });

    expect(failure.error).toBe(`${dataDir} is in use by a local Supabase running in process ${first.child.pid}: stop that one first`);
    const response = await fetch(`${first.apiUrl}/rest/v1/blog_posts?select=slug`, { headers: { apikey: first.anonKey } });
    expect(response.status).toBe(200);
  } finally {
    await first.stop();
  }
});

it('after a crash, stops what the crashed stack left running and starts', async () => {
  const crashed = await startStack({ dataDir, ...ports });
  const leftovers = await descendantsOf(crashed.child.pid ?? 0);
  crashed.child.kill('SIGKILL');
  await new Promise((resolve) => crashed.child.once('exit', resolve));
  expect((await stillRunning(leftovers)).length).toBeGreaterThanOrEqual(2);

  const restarted = await startStack({ dataDir, ...ports });
  try {
    expect(restarted.logs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Stopping the PostgREST a crashed stack left running \(pid \d+\)$/),
        expect.stringMatching(/^Stopping the PostgreSQL a crashed stack left running \(pid \d+\)$/),
      ]),
    );
    expect(await stillRunning(leftovers)).toEqual([]);
    const response = await fetch(`${restarted.apiUrl}/rest/v1/blog_posts?select=slug`, { headers: { apikey: restarted.anonKey } });
    expect(response.status).toBe(200);
  } finally {
    await restarted.stop();
  }
});

it('starts PostgREST again when it exits by itself, and the API answers again without a restart', async () => {
  const stack = await startStack({ dataDir, ...ports });
  try {
    const read = async () => {
      try {
        return (await fetch(`${stack.apiUrl}/rest/v1/blog_posts?select=slug&limit=1`, { headers: { apikey: stack.anonKey } })).status;
      } catch {
        return 0;
      }
    };
    expect(await read()).toBe(200);
    const [postgrest] = await postgrestPids(stack.child.pid ?? 0);
    process.kill(postgrest ?? 0, 'SIGKILL');
    let status = await read();
    for (let waited = 0; status !== 200 && waited < 20_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await read();
    }

    expect(status).toBe(200);
    expect(await postgrestPids(stack.child.pid ?? 0)).not.toContain(postgrest);
  } finally {
    const logs = await stack.stop();
    expect(logs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\[postgrest\] exited unexpectedly \(SIGKILL\)$/),
        'Starting PostgREST again in 500 ms',
        `PostgREST listening on 127.0.0.1:${ports.postgrestPort} again`,
      ]),
    );
  }
});

it.each([
  ['SIGKILL', 'SIGKILL'],
  ['SIGINT', 'code 0'], // a fast shutdown, as `pg_ctl stop -m fast` asks for
] as const)(
  'starts PostgreSQL again when it exits by itself (%s); PostgREST reconnects and reads what was written before',
  async (signal, how) => {
    const stack = await startStack({ dataDir, ...ports });
    try {
      await query(
        stack.dbUrl,
        `insert into public.blog_posts (slug, title, content, author, published_date, is_published)
       values ('written-before-the-exit', 'Before', '<p>Kept</p>', 'Test', now(), true)`,
      );
      const read = async () => {
        try {
          const response = await fetch(`${stack.apiUrl}/rest/v1/blog_posts?select=title&slug=eq.written-before-the-exit`, {
            headers: { apikey: stack.anonKey },
          });
          return response.ok ? ((await response.json()) as unknown) : response.status;
        } catch {
          return 0;
        }
      };
      expect(await read()).toEqual([{ title: 'Before' }]);
      const postgrestBefore = await postgrestPids(stack.child.pid ?? 0);
      const postmaster = await postmasterPid();

      process.kill(postmaster, signal);
      await waitUntil(async () => (await stillRunning([postmaster])).length === 0, 10_000);
      await waitUntil(async () => JSON.stringify(await read()) === '[{"title":"Before"}]', 30_000);

      expect(await read()).toEqual([{ title: 'Before' }]);
      expect(await postmasterPid()).not.toBe(postmaster);
      expect(await postgrestPids(stack.child.pid ?? 0)).toEqual(postgrestBefore);
    } finally {
      const logs = await stack.stop();
      expect(logs).toEqual(
        expect.arrayContaining([
          `[postgres] exited unexpectedly (${how})`,
          'Starting PostgreSQL again in 500 ms',
          `PostgreSQL listening on 127.0.0.1:${ports.dbPort} again`,
        ]),
      );
      expect(logs.filter((line) => /PostgREST.*again|\[postgrest\]/.test(line))).toEqual([]);
    }
  },
);

/** The process group of each pid. */
async function processGroups(pids: number[]): Promise<Map<number, number>> {
  const { stdout } = await new Promise<{ stdout: string }>((resolve) =>
    execFile('ps', ['-o', 'pid=,pgid=', '-p', pids.join(',')], (_, out) => resolve({ stdout: out ?? '' })),
  );
  return new Map(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]),
  );
}

it('stops at once, and quietly, when Ctrl-C has already interrupted PostgREST (PostgreSQL runs in a process group of its own)', async () => {
  const stack = await startStack({ dataDir, ...ports });
  const processes = await descendantsOf(stack.child.pid ?? 0);
  const postmaster = await postmasterPid();
  let logs: string[];
  let stopMs: number;
  try {
    // A terminal's Ctrl-C reaches every process of the foreground group, not only the one that
    // stops the rest.
    const groups = await processGroups([stack.child.pid ?? 0, ...processes]);
    const stackGroup = groups.get(stack.child.pid ?? 0);
    expect(groups.get(postmaster)).not.toBe(stackGroup);
    const interrupted = processes.filter((pid) => groups.get(pid) === stackGroup);
    expect(await postgrestPids(stack.child.pid ?? 0)).toEqual(interrupted);
    for (const pid of interrupted) process.kill(pid, 'SIGINT');
    for (let waited = 0; (await stillRunning(interrupted)).length > 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await stillRunning(interrupted)).toEqual([]);
  } finally {
    const stopStarted = Date.now();
    logs = await stack.stop();
    stopMs = Date.now() - stopStarted;
  }

  expect(stopMs).toBeLessThan(5_000);
  expect(stack.child.exitCode).toBe(0);
  expect(await stillRunning(processes)).toEqual([]);
  expect(logs.filter((line) => /unexpectedly|again|shutting down|administrator command/.test(line))).toEqual([]);
});
