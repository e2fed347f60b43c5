import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePages } from '@pv/shared/contract/page';

export interface RemoteEntry {
  name: string;
  entry: string;
}

type RemoteState =
  | { status: 'pending'; promise: Promise<RemotePages> }
  | { status: 'ready'; pages: RemotePages }
  | { status: 'failed'; error: Error };

const states = new Map<string, RemoteState>();
const entries = new Map<string, string>();

export function configureRemotes(remotes: RemoteEntry[]) {
  registerRemotes(remotes, { force: true });
  for (const r of remotes) entries.set(r.name, r.entry);
  states.clear();
}

export function remoteState(name: string) {
  return states.get(name);
}

export function loadRemotePages(name: string, timeoutMs: number): Promise<RemotePages> {
  const current = states.get(name);
  if (current?.status === 'ready') return Promise.resolve(current.pages);
  if (current?.status === 'pending') return current.promise;
  const promise = withTimeout(loadRemote<{ pages: RemotePages }>(`${name}/pages`), timeoutMs, name).then(
    (mod) => {
      if (!mod?.pages) throw new Error(`Remote ${name} exposes no pages`);
      states.set(name, { status: 'ready', pages: mod.pages });
      return mod.pages;
    },
    (error: unknown) => {
      states.set(name, { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      throw error;
    },
  );
  states.set(name, { status: 'pending', promise });
  return promise;
}

export function forgetRemote(name: string) {
  states.delete(name);
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Remote ${name} timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => { clearTimeout(timer); resolve(v); },
      (e) => { clearTimeout(timer); reject(e); },
    );
  });
}
