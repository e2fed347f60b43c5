// npm run assessment:report -w mf-assessment [-- --from 2026-11-01] [--to 2026-11-30]
// Prints what the assessment left behind in a date range (compass-report.ts), read through the
// service role: from the local backend with its service key by default, or from SUPABASE_URL with
// SUPABASE_SERVICE_ROLE_KEY as the bearer token (and SUPABASE_ANON_KEY as the gateway's apikey when
// the gateway takes only that one, as the local and container gateways do; hosted Supabase takes
// the service key itself). The range is in whole UTC days, both included; by default the last 30 days.
import { parseArgs } from 'node:util';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { allowSourceImports } from '../../shared/build/source-imports.ts';

const DAY_MS = 86_400_000;
const PAGE_ROWS = 1_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
const to = values.to ?? dayOf(Date.now());
const from = values.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS);
if (!isDay(from) || !isDay(to)) fail(`--from and --to take a day as YYYY-MM-DD, got ${from} and ${to}`);
if (from > to) fail(`--from (${from}) is after --to (${to})`);

const backend = (process.env.SUPABASE_URL ?? `http://localhost:${process.env.SUPABASE_PORT ?? 54321}`).replace(/\/+$/, '');
const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? (process.env.SUPABASE_URL ? undefined : LOCAL_SERVICE_ROLE_KEY);
if (!key) fail('SUPABASE_URL is set: set SUPABASE_SERVICE_ROLE_KEY to its service role key too.');

const range = `created_at=gte.${from}T00:00:00Z&created_at=lt.${dayOf(Date.parse(`${to}T00:00:00Z`) + DAY_MS)}T00:00:00Z`;
const apikey = process.env.SUPABASE_ANON_KEY ?? (process.env.SUPABASE_URL ? key : LOCAL_ANON_KEY);
const headers = { apikey, authorization: `Bearer ${key}` };

async function read(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${backend}/rest/v1/${path}`, { ...init, headers: { ...headers, ...init.headers } }).catch(
    (error: unknown) => fail(`The backend at ${backend} did not answer: ${error instanceof Error ? error.message : String(error)}`),
  );
  if (!response.ok && response.status !== 206)
    fail(`${path.split('?')[0]} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

const finished: { persona: string; answers: string[] }[] = [];
for (let offset = 0; ; offset += PAGE_ROWS) {
  const page = (await (
    await read(`assessment_completions?select=persona,answers&${range}&order=created_at&limit=${PAGE_ROWS}&offset=${offset}`)
  ).json()) as typeof finished;
  finished.push(...page);
  if (page.length < PAGE_ROWS) break;
}
const counted = await read(`assessment_result_emails?select=id&${range}`, { method: 'HEAD', headers: { prefer: 'count=exact' } });
const emailRequests = Number(counted.headers.get('content-range')?.split('/')[1] ?? Number.NaN);
if (!Number.isInteger(emailRequests)) fail('The backend did not count the e-mail requests.');

allowSourceImports();
const { compassReport } = await import('./compass-report.ts');
process.stdout.write(compassReport({ from, to, finished, emailRequests }));
