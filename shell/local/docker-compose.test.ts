// docker-compose.yml: valid against the Compose specification's schema (the copy dclint ships),
// clean by dclint's rules, and the topology the site needs, configured at runtime.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';

const repoRoot = path.resolve(__dirname, '../..');
const composeFile = path.join(repoRoot, 'docker-compose.yml');
const dclintDir = path.dirname(require.resolve('dclint/package.json'));

interface Service {
  environment?: Record<string, string>;
  command?: string[];
  build?: { args?: Record<string, string> };
}

const compose = parse(fs.readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, Service> };

it('is valid against the Compose specification schema', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(dclintDir, 'schemas/compose.schema.json'), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
  const valid = validate(compose);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
});

it('passes dclint', () => {
  expect(() => execFileSync(process.execPath, [path.join(dclintDir, 'bin/dclint.cjs'), composeFile], { stdio: 'pipe' })).not.toThrow();
});

it('runs the same topology as production: database, PostgREST, gateway, four remotes, shell', () => {
  expect(Object.keys(compose.services).sort()).toEqual([
    'gateway',
    'mf-assessment',
    'mf-blog',
    'mf-marketing',
    'mf-programs',
    'postgres',
    'postgrest',
    'shell',
  ]);
  for (const remote of ['mf-marketing', 'mf-programs', 'mf-blog', 'mf-assessment']) {
    expect(compose.services[remote]?.build?.args?.WORKSPACE).toBe(remote);
    expect(compose.services[remote]?.command).toEqual(['node', '../shared/src/server/serve-remote.server.ts']);
  }
});

it('gives the shell every remote and the backend by environment, for browsers and for itself', () => {
  const env = compose.services.shell?.environment ?? {};
  for (const name of ['MF_MARKETING', 'MF_PROGRAMS', 'MF_BLOG', 'MF_ASSESSMENT']) {
    expect(env[`${name}_URL`]).toMatch(/^\$\{/);
    expect(env[`${name}_SERVER_URL`]).toMatch(/^http:\/\/mf-/);
  }
  expect(env.SUPABASE_SERVER_URL).toBe('http://gateway:54321');
  expect(compose.services.postgrest?.environment?.PGRST_DB_ANON_ROLE).toBe('anon');
});
