// A stand-in for supabase-js in component and data tests: records every call of a request's
// builder chain (from/rpc, select, filters, order, range...) and answers it with `respond`.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface RecordedCall {
  method: string;
  args: unknown[];
}

export interface FakeRequest {
  table?: string;
  rpc?: string;
  calls: RecordedCall[];
}

export interface FakeResponse {
  data?: unknown;
  error?: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  count?: number | null;
}

export type Responder = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeSupabase {
  client: SupabaseClient;
  requests: FakeRequest[];
  /** The arguments of each call of `method` in a request, e.g. all `order` calls. */
  argsOf(request: FakeRequest, method: string): unknown[][];
}

export function createFakeSupabase(respond: Responder): FakeSupabase {
  const requests: FakeRequest[] = [];
  const chain = (request: FakeRequest): unknown => {
    const proxy: unknown = new Proxy(
      {},
      {
        get(_target, property) {
          if (property === 'then') {
            return (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
              Promise.resolve()
                .then(() => respond(request))
                .then((response) => ({ data: null, error: null, count: null, ...response }))
                .then(resolve, reject);
          }
          return (...args: unknown[]) => {
            request.calls.push({ method: String(property), args });
            return proxy;
          };
        },
      },
    );
    return proxy;
  };
  const client = {
    from(table: string) {
      const request: FakeRequest = { table, calls: [] };
      requests.push(request);
      return chain(request);
    },
    rpc(name: string, args: unknown, options: unknown) {
      const request: FakeRequest = { rpc: name, calls: [{ method: 'rpc', args: [args, options] }] };
      requests.push(request);
      return chain(request);
    },
  } as unknown as SupabaseClient;
  return {
    client,
    requests,
    argsOf: (request, method) => request.calls.filter((call) => call.method === method).map((call) => call.args),
  };
}

/** A response that never arrives (the loading state). */
export const never = (): Promise<FakeResponse> => new Promise(() => {});
