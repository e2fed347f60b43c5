import path from 'node:path';
import { LOCAL_SUPABASE_DEFAULTS, localSupabaseOptionsFromEnv } from './config.ts';

describe('LOCAL_SUPABASE_DEFAULTS', () => {
  it('uses the Supabase CLI ports and the git-ignored .data folder of the repository', () => {
    expect(LOCAL_SUPABASE_DEFAULTS).toMatchObject({ port: 54321, dbPort: 54322, postgrestPort: 54323, host: '127.0.0.1' });
    expect(LOCAL_SUPABASE_DEFAULTS.dataDir).toBe(path.resolve(import.meta.dirname, '../../.data/supabase'));
    expect(LOCAL_SUPABASE_DEFAULTS.migrationsDir).toBe(path.resolve(import.meta.dirname, '../migrations'));
    expect(LOCAL_SUPABASE_DEFAULTS.seedFile).toBe(path.resolve(import.meta.dirname, '../seed.sql'));
  });
});

describe('localSupabaseOptionsFromEnv', () => {
  it('overrides nothing when no variable is set', () => {
    expect(localSupabaseOptionsFromEnv({})).toEqual({});
  });

  it('reads the ports, the host and the data directory', () => {
    expect(
      localSupabaseOptionsFromEnv({
        SUPABASE_PORT: '6001',
        SUPABASE_HOST: '0.0.0.0',
        SUPABASE_DB_PORT: '6002',
        SUPABASE_POSTGREST_PORT: '6003',
        SUPABASE_DATA_DIR: 'relative/data',
      }),
    ).toEqual({
      port: 6001,
      host: '0.0.0.0',
      dbPort: 6002,
      postgrestPort: 6003,
      dataDir: path.resolve('relative/data'),
    });
  });

  it.each(['abc', '0', '65536', '54321x', '-1', '1.5'])('rejects the port %j with a message naming the variable', (value) => {
    expect(() => localSupabaseOptionsFromEnv({ SUPABASE_DB_PORT: value })).toThrow(
      `SUPABASE_DB_PORT must be a whole number between 1 and 65535, got "${value}"`,
    );
  });

  it('names every bad port at once', () => {
    expect(() => localSupabaseOptionsFromEnv({ SUPABASE_PORT: 'x', SUPABASE_POSTGREST_PORT: '0' })).toThrow(
      'The environment has 2 bad values:\n' +
        '  SUPABASE_PORT must be a whole number between 1 and 65535, got "x"\n' +
        '  SUPABASE_POSTGREST_PORT must be a whole number between 1 and 65535, got "0"',
    );
  });
});
