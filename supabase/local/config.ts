import path from 'node:path';

const supabaseDir = path.resolve(import.meta.dirname, '..');

export type LocalSupabaseOptions = {
  /** Where PostgreSQL keeps its cluster; kept across restarts. */
  dataDir: string;
  /** The gateway, i.e. the API URL's port. */
  port: number;
  /** Address the gateway binds to. */
  host: string;
  /** PostgreSQL, on 127.0.0.1. */
  dbPort: number;
  /** PostgREST, on 127.0.0.1, reached only through the gateway. */
  postgrestPort: number;
  migrationsDir: string;
  /** Applied once, when the database is first initialised, if the file exists. */
  seedFile: string;
  log: (line: string) => void;
};

export const LOCAL_SUPABASE_DEFAULTS: LocalSupabaseOptions = {
  dataDir: path.resolve(supabaseDir, '..', '.data', 'supabase'),
  port: 54321,
  host: '127.0.0.1',
  dbPort: 54322,
  postgrestPort: 54323,
  migrationsDir: path.join(supabaseDir, 'migrations'),
  seedFile: path.join(supabaseDir, 'seed.sql'),
  log: (line) => console.log(`[supabase] ${line}`),
};

function parsePort(name: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${value}"`);
  }
  return port;
}

/** The options the environment overrides: SUPABASE_PORT, SUPABASE_HOST, SUPABASE_DB_PORT, SUPABASE_POSTGREST_PORT, SUPABASE_DATA_DIR. */
export function localSupabaseOptionsFromEnv(env: NodeJS.ProcessEnv): Partial<LocalSupabaseOptions> {
  const options: Partial<LocalSupabaseOptions> = {};
  if (env.SUPABASE_PORT) options.port = parsePort('SUPABASE_PORT', env.SUPABASE_PORT);
  if (env.SUPABASE_HOST) options.host = env.SUPABASE_HOST;
  if (env.SUPABASE_DB_PORT) options.dbPort = parsePort('SUPABASE_DB_PORT', env.SUPABASE_DB_PORT);
  if (env.SUPABASE_POSTGREST_PORT) {
    options.postgrestPort = parsePort('SUPABASE_POSTGREST_PORT', env.SUPABASE_POSTGREST_PORT);
  }
  if (env.SUPABASE_DATA_DIR) options.dataDir = path.resolve(env.SUPABASE_DATA_DIR);
  return options;
}
