// The CLI as a developer runs it: node supabase/local/cli.ts start|reset.
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { descendantsOf, freeStackPorts, makeDataDir, runCli, stillRunning, STACK_TIMEOUT_MS } from '../testing/local-supabase-process.ts';
import { LOCAL_ANON_KEY } from './keys.ts';

jest.setTimeout(STACK_TIMEOUT_MS * 2);

let dataDir: string;
let env: Record<string, string>;

beforeEach(async () => {
  dataDir = await makeDataDir();
  const ports = await freeStackPorts();
  env = {
    SUPABASE_DATA_DIR: dataDir,
    SUPABASE_PORT: String(ports.port),
    SUPABASE_DB_PORT: String(ports.dbPort),
    SUPABASE_POSTGREST_PORT: String(ports.postgrestPort),
  };
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('start', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('prints the API URL and anon key, and on %s stops leaving no process', async (signal) => {
    const cli = runCli('start', env);
    const printed = await cli.ready();
    const processes = await descendantsOf(cli.child.pid ?? 0);

    expect(printed).toEqual({
      apiUrl: `http://localhost:${env.SUPABASE_PORT}`,
      anonKey: LOCAL_ANON_KEY,
      dbUrl: `postgresql://postgres:postgres@127.0.0.1:${env.SUPABASE_DB_PORT}/postgres`,
    });
    const response = await fetch(`${printed.apiUrl}/rest/v1/blog_posts?select=slug`, { headers: { apikey: printed.anonKey } });
    expect(response.status).toBe(200);

    cli.child.kill(signal);

    expect(await cli.exited).toBe(0);
    expect(cli.output()).toMatch(/\[supabase\] Stopped\n$/);
    expect(await stillRunning(processes)).toEqual([]);
  });

  it("stops everything in order on a terminal's Ctrl-C, which PostgreSQL, in a process group of its own, does not see", async () => {
    const cli = runCli('start', env, { ownProcessGroup: true });
    await cli.ready();
    const processes = await descendantsOf(cli.child.pid ?? 0);

    process.kill(-(cli.child.pid ?? 0), 'SIGINT');

    expect(await cli.exited).toBe(0);
    expect(cli.output()).toMatch(/\[supabase\] Stopped\n$/);
    expect(cli.output()).not.toMatch(/unexpectedly|again/);
    expect(await stillRunning(processes)).toEqual([]);
  });

  it('stops cleanly when the signal comes twice', async () => {
    const cli = runCli('start', env);
    await cli.ready();
    const processes = await descendantsOf(cli.child.pid ?? 0);

    cli.child.kill('SIGINT');
    cli.child.kill('SIGINT');

    expect(await cli.exited).toBe(0);
    expect(await stillRunning(processes)).toEqual([]);
  });

  it('finishes starting, then stops, when the signal comes during start-up', async () => {
    const cli = runCli('start', env);
    await cli.waitForOutput(/Creating a PostgreSQL cluster/);

    cli.child.kill('SIGTERM');
    await cli.waitForOutput(/Ready in/);
    const processes = await descendantsOf(cli.child.pid ?? 0);

    expect(await cli.exited).toBe(0);
    expect(cli.output()).not.toContain('Press Ctrl+C');
    expect(cli.output()).toMatch(/\[supabase\] Stopped\n$/);
    expect(await stillRunning(processes)).toEqual([]);
  });

  it('starts again on the same data directory without applying migrations again', async () => {
    const first = runCli('start', env);
    await first.ready();
    first.child.kill('SIGTERM');
    await first.exited;

    const second = runCli('start', env);
    await second.ready();
    second.child.kill('SIGTERM');
    await second.exited;

    expect(first.output()).toMatch(/Applied migration/);
    expect(second.output()).not.toMatch(/Applied|Creating/);
  });

  it('exits with 1 and a clear message when an environment variable is wrong', async () => {
    const cli = runCli('start', { ...env, SUPABASE_PORT: 'not-a-port' });

    expect(await cli.exited).toBe(1);
    expect(cli.output()).toBe(
      '[supabase] The environment has a bad value:\n  SUPABASE_PORT must be a whole number between 1 and 65535, got "not-a-port"\n',
    );
  });
});

describe('reset', () => {
  it('deletes the data directory', async () => {
    const started = runCli('start', env);
    await started.ready();
    started.child.kill('SIGTERM');
    await started.exited;

    const reset = runCli('reset', env);

    expect(await reset.exited).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
    expect(reset.output()).toBe(`[supabase] Deleted ${dataDir}\n`);
  });

  it('refuses while a stack runs on the data directory', async () => {
    const started = runCli('start', env);
    await started.ready();
    try {
      const reset = runCli('reset', env);

      expect(await reset.exited).toBe(1);
      expect(reset.output()).toContain(`A local Supabase (process ${started.child.pid}) is running on ${dataDir}: stop it first`);
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(true);
    } finally {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  });

  it('refuses a directory holding files a stack did not make', async () => {
    await mkdir(path.join(dataDir, 'postgres'));
    await writeFile(path.join(dataDir, 'notes.txt'), 'mine');

    const reset = runCli('reset', env);

    expect(await reset.exited).toBe(1);
    expect(reset.output()).toContain('holds files the local Supabase did not create (notes.txt): not deleting it');
    expect(existsSync(path.join(dataDir, 'notes.txt'))).toBe(true);
  });

  it('says so when there is nothing to delete', async () => {
    await rm(dataDir, { recursive: true });

    const reset = runCli('reset', env);

    expect(await reset.exited).toBe(0);
    expect(reset.output()).toBe(`[supabase] Nothing to delete: ${dataDir} does not exist\n`);
  });
});

it('prints the usage and exits with 1 for an unknown command', async () => {
  const cli = runCli('launch', env);

  expect(await cli.exited).toBe(1);
  expect(cli.output()).toMatch(/^Usage: node supabase\/local\/cli\.ts <command>/);
});
