// The local Supabase: PostgreSQL with the migrations (and, once, the seed) applied, PostgREST on
// it, and the gateway in front at the API URL.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { LOCAL_SUPABASE_DEFAULTS, type LocalSupabaseOptions } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startGateway } from './gateway.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { applyMigrations } from './migrate.ts';
import { assertPortFree } from './ports.ts';
import { startPostgres } from './postgres.ts';
import { startPostgrest } from './postgrest.ts';
import { keepRestarting, type Run } from '@pv/tools/process/restarts.ts';
import { ensureLocalRoles } from './roles.ts';

export type LocalSupabase = {
  /** The Supabase URL to give supabase-js; the REST API is at `${apiUrl}/rest/v1`. */
  apiUrl: string;
  anonKey: string;
  /** Superuser connection string (postgres), bypasses row-level security. */
  dbUrl: string;
  /** Stops the gateway, PostgREST and PostgreSQL; later calls return the same promise. */
  stop(): Promise<void>;
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function prepareDatabase(superuserUrl: string, authenticatorPassword: string, options: LocalSupabaseOptions) {
  const client = new pg.Client({ connectionString: superuserUrl });
  client.on('error', (error) => options.log(`[postgres] connection error: ${error.message}`));
  await client.connect();
  try {
    await ensureLocalRoles(client, authenticatorPassword);
    const { applied, seeded } = await applyMigrations(client, options);
    for (const file of applied) options.log(`Applied migration ${file}`);
    if (seeded) options.log(`Applied ${path.basename(options.seedFile)}`);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL or PostgREST that exits by itself (not stopped, not Ctrl-C) is started again with
 * backoff while the rest keeps serving: PostgREST reconnects to a PostgreSQL that is back, and the
 * blog comes back without a restart of the site. stop() stops whichever process runs then.
 */
function keepServing<R extends Run & { pid: number }>(
  name: string,
  port: number,
  first: R,
  start: (signal: AbortSignal) => Promise<R>,
  log: (line: string) => void,
  restarted: (run: R) => Promise<void> = async () => {},
) {
  const kept = keepRestarting(first, {
    start,
    restarting: (delay) => log(`Starting ${name} again in ${delay} ms`),
    restarted: async (run) => {
      await restarted(run);
      log(`${name} listening on 127.0.0.1:${port} again`);
    },
    restartFailed: (error) => log(`${name} did not start again: ${describe(error)}`),
  });
  return { pid: () => kept.current().pid, stop: kept.stop };
}

export async function startLocalSupabase(overrides: Partial<LocalSupabaseOptions> = {}): Promise<LocalSupabase> {
  const options: LocalSupabaseOptions = { ...LOCAL_SUPABASE_DEFAULTS, ...overrides };
  const { log } = options;
  const startedAt = performance.now();

  // What runs so far, in start order; stopped in reverse, also when start-up fails half-way.
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async (): Promise<void> => {
    const errors: unknown[] = [];
    for (const stop of [...stops].reverse()) {
      try {
        await stop();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, `Stopping the local Supabase failed: ${errors.map(describe).join('; ')}`);
  };

  try {
    const lock = await lockDataDir(options.dataDir, log);
    stops.push(lock.release);
    await assertPortFree(options.port, options.host, 'API gateway');
    await assertPortFree(options.postgrestPort, '127.0.0.1', 'PostgREST');

    const postgresOptions = { dataDir: options.dataDir, port: options.dbPort, log };
    const postgres = await startPostgres(postgresOptions);
    stops.push(keepServing('PostgreSQL', options.dbPort, postgres, (signal) => startPostgres({ ...postgresOptions, signal }), log).stop);
    log(`PostgreSQL listening on 127.0.0.1:${options.dbPort}`);

    // A new one each start: nothing but this PostgREST ever logs in as authenticator.
    const authenticatorPassword = randomBytes(24).toString('hex');
    await prepareDatabase(postgres.superuserUrl, authenticatorPassword, options);

    const postgrestOptions = {
      dbUri: `postgresql://authenticator:${authenticatorPassword}@127.0.0.1:${options.dbPort}/postgres`,
      port: options.postgrestPort,
      jwtSecret: LOCAL_JWT_SECRET,
      log,
    };
    const postgrest = keepServing(
      'PostgREST',
      options.postgrestPort,
      await startPostgrest(postgrestOptions),
      (signal) => startPostgrest({ ...postgrestOptions, signal }),
      log,
      (restarted) => lock.recordPostgrestPid(restarted.pid),
    );
    stops.push(postgrest.stop);
    await lock.recordPostgrestPid(postgrest.pid());
    log(`PostgREST listening on 127.0.0.1:${options.postgrestPort}`);

    const gateway = await startGateway({
      host: options.host,
      port: options.port,
      postgrestPort: options.postgrestPort,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      log,
    });
    stops.push(gateway.stop);
    log(`Ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

    let stopping: Promise<void> | undefined;
    return {
      apiUrl: `http://localhost:${gateway.port}`,
      anonKey: LOCAL_ANON_KEY,
      dbUrl: postgres.superuserUrl,
      stop() {
        stopping ??= stopAll();
        return stopping;
      },
    };
  } catch (error) {
    await stopAll().catch((stopError: unknown) => log(`Cleaning up after the failed start failed too: ${describe(stopError)}`));
    throw error;
  }
}
