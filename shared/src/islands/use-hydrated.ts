// An island's controls that need scripts (a Play button, "Show the calendar") appear once the
// island is hydrated; until then, and with scripts off, the server HTML offers a plain link instead.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while hydrating (so the first render matches the server HTML), true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
