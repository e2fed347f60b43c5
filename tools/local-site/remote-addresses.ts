// Where a locally run site finds its remotes: their ports and the shell's variables naming them.
import { remotes, type RemoteName } from '@pv/shared/contract/remotes.ts';

/** The shell's variables pointing it at each remote, e.g. `MF_BLOG_URL`, from each remote's URL. */
export function remoteUrlEnv(urlOf: (name: RemoteName) => string): Record<string, string> {
  return Object.fromEntries(remotes.map((remote) => [remote.env.url, urlOf(remote.name)]));
}

/** Each remote's port in another block of ports, keeping its last three digits: mf_blog (3003) at 13000 is 13003. */
export function remotePortsAt(block: number): Record<RemoteName, number> {
  return Object.fromEntries(remotes.map((remote) => [remote.name, block + (remote.defaultPort % 1000)])) as Record<RemoteName, number>;
}
