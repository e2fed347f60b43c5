import path from 'node:path';
import { environmentProblems } from '@pv/shared/config/environment';
import { startOptionsFromEnv } from './start-options.ts';

const problems = (env: Record<string, string>) => environmentProblems(() => startOptionsFromEnv(env));

describe("npm start's ports", () => {
  it('default to 8080 for the shell and 3001 to 3004 for the remotes, the local Supabase keeping its own', () => {
    expect(startOptionsFromEnv({})).toEqual({
      shellPort: 8080,
      remotePorts: { mf_marketing: 3001, mf_programs: 3002, mf_blog: 3003, mf_assessment: 3004 },
      supabase: {},
    });
  });

  it('come from SHELL_PORT, each remote port variable and the SUPABASE_* variables', () => {
    const options = startOptionsFromEnv({
      SHELL_PORT: '8180',
      MF_MARKETING_PORT: '3101',
      MF_PROGRAMS_PORT: '3102',
      MF_BLOG_PORT: '3103',
      MF_ASSESSMENT_PORT: '3104',
      SUPABASE_PORT: '54421',
      SUPABASE_DB_PORT: '54422',
      SUPABASE_POSTGREST_PORT: '54423',
      SUPABASE_DATA_DIR: 'data',
    });
    expect(options).toEqual({
      shellPort: 8180,
      remotePorts: { mf_marketing: 3101, mf_programs: 3102, mf_blog: 3103, mf_assessment: 3104 },
      supabase: { port: 54421, dbPort: 54422, postgrestPort: 54423, dataDir: path.resolve('data') },
    });
  });

  it('are all checked at once, each bad one named', () => {
    expect(problems({ SHELL_PORT: 'eighty', MF_BLOG_PORT: '99999', SUPABASE_DB_PORT: '0' })).toEqual([
      'SHELL_PORT must be a whole number between 1 and 65535, got "eighty"',
      'MF_BLOG_PORT must be a whole number between 1 and 65535, got "99999"',
      'SUPABASE_DB_PORT must be a whole number between 1 and 65535, got "0"',
    ]);
  });
});
