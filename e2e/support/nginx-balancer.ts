// Debian's nginx (`apt-get install nginx`) with the balancer configuration docker-compose.yml gives
// the official image (tools/containers/nginx/shell-balancer.conf), pointed at shells on loopback.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopProcess, waitForHttp } from '@pv/tools/local-site/processes.ts';
import type { Running } from './isolated-site.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const balancerConf = path.join(repoRoot, 'tools/containers/nginx/shell-balancer.conf');
// Debian installs it outside a regular user's PATH.
const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** nginx on `port`, balancing over the shells on `shellPorts` (one per `server shell-N:8080` line). */
export async function startBalancer(port: number, shellPorts: readonly number[]): Promise<Running> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-e2e-nginx-'));
  fs.chmodSync(dir, 0o777); // nginx's workers run as an unprivileged user when started as root
  let replica = 0;
  const site = fs
    .readFileSync(balancerConf, 'utf8')
    .replace(/server shell-\d+:8080/g, () => `server 127.0.0.1:${shellPorts[replica++] ?? 0}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  if (replica !== shellPorts.length) throw new Error(`The balancer names ${replica} replicas, the test started ${shellPorts.length}`);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(dir, 'site.conf')}; }`,
    ].join('\n'),
  );
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/healthz`);
  } catch (error) {
    await stopProcess(child);
    const log = path.join(dir, 'error.log');
    throw new Error(`nginx did not start: ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`, { cause: error });
  }
  return {
    url,
    stop: async () => {
      await stopProcess(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
