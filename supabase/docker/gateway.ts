// The API gateway as its own service (docker-compose.yml): Supabase's /rest/v1 in front of a
// PostgREST that runs elsewhere. Environment: PORT, POSTGREST_HOST, POSTGREST_PORT, ANON_KEY,
// SERVICE_ROLE_KEY (for the blog's authoring commands; unset, the local one), read through the
// site's schema: a bad value stops the gateway before it listens, each one named.
import { kinds, readEnvironment, readOrExit, withDefault } from '@pv/shared/config/environment.ts';
import { startGateway } from '../local/gateway.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../local/keys.ts';

const env = readOrExit('The gateway', () =>
  readEnvironment(
    {
      PORT: withDefault(kinds.port, 54321),
      POSTGREST_HOST: withDefault(kinds.text, 'postgrest'),
      POSTGREST_PORT: withDefault(kinds.port, 3000),
      ANON_KEY: withDefault(kinds.text, LOCAL_ANON_KEY),
      SERVICE_ROLE_KEY: withDefault(kinds.text, LOCAL_SERVICE_ROLE_KEY),
    },
    process.env,
  ),
);
const gateway = await startGateway({
  host: '0.0.0.0',
  port: env.PORT,
  postgrestHost: env.POSTGREST_HOST,
  postgrestPort: env.POSTGREST_PORT,
  anonKey: env.ANON_KEY,
  serviceRoleKey: env.SERVICE_ROLE_KEY,
  log: (line) => console.log(line),
});
console.log(`Gateway listening on port ${gateway.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void gateway.stop().then(() => process.exit(0)));
}
