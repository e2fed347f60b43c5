// The remotes the shell composes, and the one place a remote's identity is written: its federation
// name, package folder and name, default port and environment variables. The shell's runtime
// configuration, the local site, the e2e ports, lint, the remotes' scripts and a test of
// docker-compose.yml read it. Pure data: safe in the browser and in Node.

/** Everything that identifies one remote outside its own code. */
export interface RemoteIdentity<Name extends string = string> {
  /** Module Federation container name, the shell's key for the remote, e.g. `mf_blog`. */
  name: Name;
  /** Folder of its npm workspace, also its docker-compose service, e.g. `mf-blog`. */
  folder: string;
  /** npm package name, e.g. `@pv/mf-blog`. */
  packageName: string;
  /** Where it is served locally unless its port variable says otherwise. */
  defaultPort: number;
  /** Names of its environment variables. */
  env: {
    /** Where browsers load it from, e.g. `MF_BLOG_URL`. */
    url: `${Uppercase<Name>}_URL`;
    /** Where the shell server loads it from when that differs (container networks), e.g. `MF_BLOG_SERVER_URL`. */
    serverUrl: `${Uppercase<Name>}_SERVER_URL`;
    /** The port the local tooling serves it on, e.g. `MF_BLOG_PORT`. */
    port: `${Uppercase<Name>}_PORT`;
  };
}

function remote<Name extends `mf_${string}`>(name: Name, defaultPort: number): RemoteIdentity<Name> {
  const folder = name.replace('_', '-');
  const prefix = name.toUpperCase() as Uppercase<Name>;
  return {
    name,
    folder,
    packageName: `@pv/${folder}`,
    defaultPort,
    env: { url: `${prefix}_URL`, serverUrl: `${prefix}_SERVER_URL`, port: `${prefix}_PORT` },
  };
}

export const remotes = [
  remote('mf_marketing', 3001),
  remote('mf_programs', 3002),
  remote('mf_blog', 3003),
  remote('mf_assessment', 3004),
] as const;

export type RemoteName = (typeof remotes)[number]['name'];

export const remoteNames: readonly RemoteName[] = remotes.map((r) => r.name);

export function remoteByName(name: RemoteName): RemoteIdentity<RemoteName> {
  const found = remotes.find((r) => r.name === name);
  if (!found) throw new Error(`No remote is named ${name}`);
  return found;
}

/** The remote whose package folder is named `folder` (e.g. `mf-blog`), or undefined. */
export function remoteByFolder(folder: string): RemoteIdentity<RemoteName> | undefined {
  return remotes.find((r) => r.folder === folder);
}
