// docker-compose.yml: valid against the Compose specification's schema (the copy dclint ships),
// clean by dclint's rules, and the topology the site needs, configured at runtime: every remote of
// the registry a service on its default port, and the shell given its URL variables.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { remotes } from '@pv/shared/contract/remotes';

const repoRoot = path.resolve(__dirname, '../..');
const composeFile = path.join(repoRoot, 'docker-compose.yml');
const dclintDir = path.dirname(require.resolve('dclint/package.json'));

interface Service {
  image?: string;
  volumes?: string[];
  environment?: Record<string, string>;
  command?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
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

const shellReplicas = ['shell-1', 'shell-2'];

it('runs the same topology as production: database, PostgREST, gateway, every remote, two shells behind a balancer', () => {
  expect(Object.keys(compose.services).sort()).toEqual(
    ['balancer', 'gateway', 'postgres', 'postgrest', ...shellReplicas, ...remotes.map((r) => r.folder)].sort(),
  );
});

it.each(remotes.map((r) => [r.folder, r]))('serves %s from its release folder, a volume, on its default port', (folder, remote) => {
  const service = compose.services[folder];
  expect(service?.build?.args?.WORKSPACE).toBe(folder);
  expect(service?.command).toEqual(['node', '../tools/serve/serve-remote.ts', '--release']);
  expect(service?.volumes).toEqual([`${folder}-releases:/app/${folder}/releases`]);
  expect(service?.environment?.PORT).toBe(String(remote.defaultPort));
  expect(service?.ports).toEqual([`127.0.0.1:${remote.defaultPort}:${remote.defaultPort}`]);
  for (const shell of shellReplicas) expect(compose.services[shell]?.depends_on?.[folder]).toEqual({ condition: 'service_healthy' });
});

it('answers the site on port 8080 through nginx, which waits for both shell replicas to be healthy', () => {
  const balancer = compose.services.balancer;
  expect(balancer?.image).toMatch(/^nginx:/);
  expect(balancer?.ports).toEqual(['127.0.0.1:8080:8080']);
  expect(balancer?.volumes).toEqual(['./tools/containers/nginx/shell-balancer.conf:/etc/nginx/conf.d/default.conf:ro']);
  for (const shell of shellReplicas) {
    expect(balancer?.depends_on?.[shell]).toEqual({ condition: 'service_healthy' });
    expect(compose.services[shell]?.ports).toBeUndefined();
  }
  const upstreams = fs.readFileSync(path.join(repoRoot, 'tools/containers/nginx/shell-balancer.conf'), 'utf8').match(/server (\S+):8080/g);
  expect(upstreams).toEqual(shellReplicas.map((shell) => `server ${shell}:8080`));
});

it.each(remotes.map((r) => [r.name, r]))('gives each shell replica the addresses of %s, for browsers and for itself', (_name, remote) => {
  for (const shell of shellReplicas) {
    const env = compose.services[shell]?.environment ?? {};
    expect(env[remote.env.url]).toBe(`\${${remote.env.url}:-http://localhost:${remote.defaultPort}}`);
    expect(env[remote.env.serverUrl]).toBe(`http://${remote.folder}:${remote.defaultPort}`);
  }
});

it('gives the shell the backend by environment, and browsers no way to it', () => {
  const env = compose.services['shell-2']?.environment ?? {};
  expect(env.SUPABASE_URL).toBe('http://gateway:54321');
  expect(Object.keys(env).filter((name) => name.startsWith('SUPABASE_') && name.endsWith('_URL'))).toEqual(['SUPABASE_URL']);
  expect(compose.services.postgrest?.environment?.PGRST_DB_ANON_ROLE).toBe('anon');
});
