// `GET /readyz`: whether this server can serve complete pages now. No addresses and no keys in the
// answer.
import type { RemoteName } from '@pv/shared/contract/remotes';

export interface DependencyState {
  name: RemoteName | 'supabase';
  ok: boolean;
  ms: number;
  release?: string | null;
  /** What went wrong: `HTTP <status>`, `timeout` or `unreachable`. */
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
  try {
    const response = await fetchFile(url, { ...init, signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
    await response.body?.cancel();
    const ms = performance.now() - started;
    return accept(response.status) ? { ok: true, ms } : { ok: false, ms, problem: `HTTP ${response.status}` };
  } catch (error) {
    const ms = performance.now() - started;
    return { ok: false, ms, problem: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
}

export async function checkReadiness({ remotes, supabase }: ReadinessTargets, fetchFile: typeof fetch = fetch): Promise<Readiness> {
  const round = <T extends { ms: number }>(state: T) => ({ ...state, ms: Math.round(state.ms) });
  const dependencies: DependencyState[] = await Promise.all([
    ...remotes.map(async ({ name, release, serverEntry }) =>
      round({ name, release, ...(await probe(serverEntry, { method: 'HEAD' }, (status) => status === 200, fetchFile)) }),
    ),
    // Any answer below 500 is the API answering (the root may want a key of its own).
    probe(`${supabase.url}/rest/v1/`, { headers: { apikey: supabase.anonKey } }, (status) => status < 500, fetchFile).then((state) =>
      round({ name: 'supabase' as const, ...state }),
    ),
  ]);
  return { ready: dependencies.every((dependency) => dependency.ok), dependencies };
}
