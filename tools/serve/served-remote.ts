// Which remote a server in this folder serves and on which port: the folder names the remote in the
// registry; the port is PORT (containers, the local site), else the remote's own variable
// (MF_BLOG_PORT), else its default port. A folder that is no remote (a copy of a build) needs PORT.
import path from 'node:path';
import { EnvironmentError, kinds, optional, readEnvironment } from '@pv/shared/config/environment.ts';
import { remoteByFolder } from '@pv/shared/contract/remotes.ts';

type Env = Readonly<Record<string, string | undefined>>;

export function servedRemote(folder: string, env: Env): { name: string; port: number } {
  const remote = remoteByFolder(path.basename(folder));
  const variables = ['PORT', ...(remote ? [remote.env.port] : [])];
  const values = readEnvironment(Object.fromEntries(variables.map((variable) => [variable, optional(kinds.port)])), env);
  const port = variables.map((variable) => values[variable]).find((value) => value !== undefined) ?? remote?.defaultPort;
  if (port === undefined) throw new EnvironmentError([`PORT must be set: ${folder} is not a remote's folder, so it has no default port`]);
  return { name: remote?.folder ?? path.basename(folder), port };
}
