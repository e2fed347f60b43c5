// Starting again what exits by itself while a stack or a site runs, after a delay that doubles
// while it keeps exiting soon after each start: the rest keeps serving, and what cannot start does
// not spin. One implementation for PostgreSQL and PostgREST (supabase/local/) and for the site's
// Node processes (tools/local-site/processes.ts).

/** How long a restart waits: doubling from `initialMs` to `maxMs`, back to `initialMs` after `stableMs` up. */
export interface RestartBackoff {
  initialMs: number;
  maxMs: number;
  stableMs: number;
}

export const RESTART_BACKOFF: RestartBackoff = { initialMs: 500, maxMs: 10_000, stableMs: 30_000 };

/** Something that runs until it ends. */
export interface Run {
  /**
   * Resolves once it has ended: with how (`SIGKILL`, `code 1`) when it ended by itself, so it is
   * started again; with undefined when it was stopped, so it is not.
   */
  ended: Promise<string | undefined>;
  stop(): Promise<void>;
}

export interface RestartHooks<R extends Run> {
  /** Starts it again; `signal` aborts when stop() is called meanwhile, and the start should give up. */
  start(signal: AbortSignal): R | Promise<R>;
  /** It ended by itself (`how`, from the last run that ended) and starts again after `delayMs`. */
  restarting(delayMs: number, how: string): void;
  /** A restart is up (`start` has resolved). */
  restarted?(run: R): void | Promise<void>;
  /** A restart failed; the next one waits longer. */
  restartFailed?(error: unknown): void;
  backoff?: RestartBackoff;
}

export interface Restarted<R extends Run> {
  /** What runs now (or ran last). */
  current(): R;
  /** Stops what runs and any pending restart; nothing starts after this is called. */
  stop(): Promise<void>;
}

/** Watches `first` and each run started after it, and starts again whichever ends by itself. */
export function keepRestarting<R extends Run>(first: R, hooks: RestartHooks<R>): Restarted<R> {
  const backoff = hooks.backoff ?? RESTART_BACKOFF;
  let current = first;
  let stopping = false;
  let wake: () => void = () => {};
  const abandon = new AbortController();

  const watch = async (): Promise<void> => {
    let delay = backoff.initialMs;
    let startedAt = Date.now();
    for (;;) {
      const how = await current.ended;
      if (how === undefined || stopping) return;
      if (Date.now() - startedAt >= backoff.stableMs) delay = backoff.initialMs;
      hooks.restarting(delay, how);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      delay = Math.min(delay * 2, backoff.maxMs);
      if (stopping) return;
      try {
        const next = await hooks.start(abandon.signal);
        current = next;
        startedAt = Date.now();
        if (stopping) {
          await next.stop();
          return;
        }
        await hooks.restarted?.(next);
      } catch (error) {
        if (stopping) return;
        hooks.restartFailed?.(error);
      }
    }
  };
  const watching = watch();

  let stopped: Promise<void> | undefined;
  return {
    current: () => current,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        wake();
        abandon.abort();
        await current.stop();
        // A start under way gives up, or stops what it started once it has.
        await watching;
      })();
      return stopped;
    },
  };
}
