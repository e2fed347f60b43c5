import path from 'node:path';
import { kinds, optional, readEnvironment, type EnvironmentValues } from '@pv/shared/config/environment.ts';

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

/** The variables that override the defaults; `npm start` reads them together with its own. */
export const localSupabaseVariables = {
  SUPABASE_PORT: optional(kinds.port),
  SUPABASE_HOST: optional(kinds.text),
  SUPABASE_DB_PORT: optional(kinds.port),
  SUPABASE_POSTGREST_PORT: optional(kinds.port),
  SUPABASE_DATA_DIR: optional(kinds.text),
};

type LocalSupabaseValues = EnvironmentValues<typeof localSupabaseVariables>;

/** The options the variables set (read with `readEnvironment(localSupabaseVariables, env)`). */
export function localSupabaseOptions(values: LocalSupabaseValues): Partial<LocalSupabaseOptions> {
  const options: Partial<LocalSupabaseOptions> = {};
  if (values.SUPABASE_PORT !== undefined) options.port = values.SUPABASE_PORT;
  if (values.SUPABASE_HOST !== undefined) options.host = values.SUPABASE_HOST;
  if (values.SUPABASE_DB_PORT !== undefined) options.dbPort = values.SUPABASE_DB_PORT;
  if (values.SUPABASE_POSTGREST_PORT !== undefined) options.postgrestPort = values.SUPABASE_POSTGREST_PORT;
  if (values.SUPABASE_DATA_DIR !== undefined) options.dataDir = path.resolve(values.SUPABASE_DATA_DIR);
  return options;
}

/** The options the environment overrides; throws an EnvironmentError naming every bad value. */
export function localSupabaseOptionsFromEnv(env: NodeJS.ProcessEnv): Partial<LocalSupabaseOptions> {
  return localSupabaseOptions(readEnvironment(localSupabaseVariables, env));
}
