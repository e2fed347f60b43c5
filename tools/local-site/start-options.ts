// `npm start`'s ports, from the environment: SHELL_PORT, each remote's port variable (MF_BLOG_PORT...)
// and the local Supabase's, read through one schema so every bad value is named at once.
import { kinds, readEnvironment, withDefault } from '@pv/shared/config/environment.ts';
import { remotes, type RemoteName } from '@pv/shared/contract/remotes.ts';
import { localSupabaseOptions, localSupabaseVariables } from '../../supabase/local/config.ts';
import type { ComposedSiteOptions } from './composed-site.ts';

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_SHELL_PORT = 8080;

type RemotePortVariable = (typeof remotes)[number]['env']['port'];
const remotePortVariables = Object.fromEntries(
  remotes.map((remote) => [remote.env.port, withDefault(kinds.port, remote.defaultPort)]),
) as Record<RemotePortVariable, ReturnType<typeof withDefault<number>>>;

export function startOptionsFromEnv(env: Env): ComposedSiteOptions {
  const values = readEnvironment(
    { SHELL_PORT: withDefault(kinds.port, DEFAULT_SHELL_PORT), ...remotePortVariables, ...localSupabaseVariables },
    env,
  );
  return {
    shellPort: values.SHELL_PORT,
    remotePorts: Object.fromEntries(remotes.map((remote) => [remote.name, values[remote.env.port]])) as Record<RemoteName, number>,
    supabase: localSupabaseOptions(values),
  };
}
