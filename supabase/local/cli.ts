// node supabase/local/cli.ts start|reset
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { LOCAL_SUPABASE_DEFAULTS, localSupabaseOptionsFromEnv, type LocalSupabaseOptions } from './config.ts';
import { dataDirOwner } from './data-dir-lock.ts';
import { placedFolderOf, ROOT_PLACE } from './postgres-placement.ts';
import { startLocalSupabase } from './start-local-supabase.ts';

const USAGE = `Usage: node supabase/local/cli.ts <command>

  start   run the local Supabase in the foreground; Ctrl+C stops it
  reset   delete the data directory (the database and its migration history; as root, also
          its cluster under ${ROOT_PLACE} when it lives there)

Environment (defaults): SUPABASE_PORT (54321), SUPABASE_HOST (127.0.0.1), SUPABASE_DB_PORT (54322),
SUPABASE_POSTGREST_PORT (54323), SUPABASE_DATA_DIR (<repo>/.data/supabase)`;

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

// Files and folders a stack creates in its data directory.
const DATA_DIR_ENTRIES = new Set(['postgres', 'stack.json']);

async function start(options: LocalSupabaseOptions): Promise<void> {
  const starting = startLocalSupabase(options);
  let stopRequested = false;
  const stop = async (): Promise<void> => {
    stopRequested = true;
    // A signal during start-up waits for it; a failed start-up is reported below.
    const stack = await starting.catch(() => undefined);
    if (!stack) return;
    try {
      await stack.stop();
      options.log('Stopped');
      process.exit(0);
    } catch (error) {
      options.log(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop());

  const stack = await starting;
  if (stopRequested) return;
  console.log(`
  API URL   ${stack.apiUrl}
  anon key  ${stack.anonKey}
  DB URL    ${stack.dbUrl}

Press Ctrl+C to stop.`);
}

async function reset(options: LocalSupabaseOptions): Promise<void> {
  const { dataDir, log } = options;
  const owner = await dataDirOwner(dataDir);
  if (owner !== undefined) {
    throw new Error(`A local Supabase (process ${owner}) is running on ${dataDir}: stop it first`);
  }
  // As root, the cluster may live where the postgres user can reach it (postgres-placement.ts).
  const placedCluster = placedFolderOf(dataDir);
  const placed = process.getuid?.() === 0 && existsSync(placedCluster);
  if (!existsSync(dataDir) && !placed) {
    log(`Nothing to delete: ${dataDir} does not exist`);
    return;
  }
  if (existsSync(dataDir)) {
    // SUPABASE_DATA_DIR could point anywhere: delete only what a stack made.
    const foreign = (await readdir(dataDir)).filter((entry) => !DATA_DIR_ENTRIES.has(entry));
    if (foreign.length > 0) {
      throw new Error(`${dataDir} holds files the local Supabase did not create (${foreign.join(', ')}): not deleting it`);
    }
    await rm(dataDir, { recursive: true, force: true });
    log(`Deleted ${dataDir}`);
  }
  if (placed) {
    await rm(placedCluster, { recursive: true, force: true });
    log(`Deleted ${placedCluster}`);
  }
}

const command = process.argv[2];
if (command !== 'start' && command !== 'reset') {
  console.error(USAGE);
  process.exit(1);
}
try {
  const options = { ...LOCAL_SUPABASE_DEFAULTS, ...localSupabaseOptionsFromEnv(process.env) };
  await (command === 'start' ? start(options) : reset(options));
} catch (error) {
  LOCAL_SUPABASE_DEFAULTS.log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
