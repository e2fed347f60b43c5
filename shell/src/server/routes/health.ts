// No addresses and no keys in the readiness answer.
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@pv/shared/contract/remotes';

export interface DependencyState {
  name: RemoteName | 'supabase';
  ok: boolean;
  ms: number;
  release?: string | null;
  /** `HTTP <status>`, `timeout` or `unreachable`. */
  problem?: string;
}

export interface Readiness {
  ready: boolean;
  dependencies: DependencyState[];
}

export const READINESS_TIMEOUT_MS = 2_000;

export interface ReadinessTargets {
  remotes: readonly { name: RemoteName; release: string | null; serverEntry: string }[];
  supabase: { url: string; anonKey: string };
}

async function probe(url: string, init: RequestInit, accept: (status: number) => boolean, fetchFile: typeof fetch) {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetchFile(url, { ...init, signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
    await response.body?.cancel();
    return accept(response.status) ? { ok: true, ms: ms() } : { ok: false, ms: ms(), problem: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, ms: ms(), problem: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
}

export async function checkReadiness({ remotes, supabase }: ReadinessTargets, fetchFile: typeof fetch = fetch): Promise<Readiness> {
  const dependencies: DependencyState[] = await Promise.all([
    ...remotes.map(async ({ name, release, serverEntry }) => ({
      name,
      release,
      ...(await probe(serverEntry, { method: 'HEAD' }, (status) => status === 200, fetchFile)),
    })),
    // Any answer below 500 is the API answering (the root may want a key of its own).
    probe(`${supabase.url}/rest/v1/`, { headers: { apikey: supabase.anonKey } }, (status) => status < 500, fetchFile).then((state) => ({
      name: 'supabase' as const,
      ...state,
    })),
  ]);
  return { ready: dependencies.every((dependency) => dependency.ok), dependencies };
}

export async function healthRoutes(app: FastifyInstance) {
  const { readiness } = app.site;
  app.get('/healthz', (_request, reply) => reply.headers({ 'content-type': 'text/plain', 'cache-control': 'no-store' }).send('ok'));
  app.get('/readyz', async (_request, reply) => {
    const state = await readiness();
    return reply
      .code(state.ready ? 200 : 503)
      .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .send(JSON.stringify(state));
  });
}
