// Each form stores through one database function, as a role that may execute nothing else
// (docs/decisions/0010-newsletter-and-hardening.md).

const STORE_TIMEOUT_MS = 8_000;
/** PostgreSQL's check_violation: the table's own checks refused the values. */
const CHECK_VIOLATION = '23514';

/** A function's JSON result, or 'rejected' for a check violation; throws for anything else. */
export function databaseFunctions({ backendUrl, anonKey, roleKey }: { backendUrl: string; anonKey: string; roleKey: string }) {
  const base = `${backendUrl.replace(/\/+$/, '')}/rest/v1/rpc`;
  return async (name: string, args: Record<string, unknown>): Promise<{ result: unknown } | 'rejected'> => {
    const response = await fetch(`${base}/${name}`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${roleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (response.ok) return { result: json };
    if ((json as { code?: string } | undefined)?.code === CHECK_VIOLATION) return 'rejected';
    throw new Error(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
  };
}
