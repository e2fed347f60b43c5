// The API gateway as its own service (docker-compose.yml): Supabase's /rest/v1 in front of a
// PostgREST that runs elsewhere. Environment: PORT, POSTGREST_HOST, POSTGREST_PORT, ANON_KEY,
// SERVICE_ROLE_KEY (for the blog's authoring commands; unset, the local one).
import { startGateway } from '../local/gateway.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../local/keys.ts';

const gateway = await startGateway({
  host: '0.0.0.0',
  port: Number(process.env.PORT ?? 54321),
  postgrestHost: process.env.POSTGREST_HOST ?? 'postgrest',
  postgrestPort: Number(process.env.POSTGREST_PORT ?? 3000),
  anonKey: process.env.ANON_KEY ?? LOCAL_ANON_KEY,
  serviceRoleKey: process.env.SERVICE_ROLE_KEY ?? LOCAL_SERVICE_ROLE_KEY,
  log: (line) => console.log(line),
});
console.log(`Gateway listening on port ${gateway.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void gateway.stop().then(() => process.exit(0)));
}
