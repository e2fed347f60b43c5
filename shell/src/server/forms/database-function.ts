// Calls one function of the database through the backend's API, as a narrow role: the gateway's
// API key (the anon key) and a server-only key naming the role as the bearer token. Each form's
// store goes through one such function (the newsletter's subscribe_newsletter, the assessment's
// two); none can read or write a table directly (docs/decisions/0010-newsletter-and-hardening.md).

export const STORE_TIMEOUT_MS = 8_000;
/** PostgreSQL's check_violation: the table's own checks refused the values. */
const CHECK_VIOLATION = '23514';

export interface DatabaseFunctionOptions {
  /** The backend as this server reaches it. */
  backendUrl: string;
  anonKey: string;
  /** The server-only key of the one role that may execute the function. */
  roleKey: string;
  fetchUpstream?: typeof fetch;
  timeoutMs?: number;
}

/** What the function returned (JSON, or undefined for none), or 'rejected' when the database's checks refused the arguments. */
export type FunctionAnswer = { result: unknown } | 'rejected';

/** Calls `name` with `args`; throws when the backend is unreachable or answers anything but a result or a check violation. */
export type DatabaseFunction = (name: string, args: Record<string, unknown>) => Promise<FunctionAnswer>;

export function databaseFunctions({
  backendUrl,
  anonKey,
  roleKey,
  fetchUpstream = fetch,
  timeoutMs = STORE_TIMEOUT_MS,
}: DatabaseFunctionOptions): DatabaseFunction {
  const base = `${backendUrl.replace(/\/+$/, '')}/rest/v1/rpc`;
  return async (name, args) => {
    const response = await fetchUpstream(`${base}/${name}`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${roleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const json = (() => {
      try {
        return text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        return undefined;
      }
    })();
    if (response.ok) return { result: json };
    if ((json as { code?: string } | undefined)?.code === CHECK_VIOLATION) return 'rejected';
    throw new Error(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
  };
}
