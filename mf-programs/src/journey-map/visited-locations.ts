// The destinations of the journey map a visitor has explored, kept in localStorage under
// VISITED_LOCATIONS_KEY as a JSON list of ids (docs/behaviour.md, "Journey map screen"), read in the
// browser only: the server renders nothing visited, and the map's script shows the stored list.
// Storage that cannot be read or holds anything but a list of ids counts as nothing visited;
// storage that cannot be written keeps the list in memory for this page's life.

export const VISITED_LOCATIONS_KEY = 'visited-locations';

const NONE: readonly string[] = [];

let memory: string | null = null;
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: NONE };
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(VISITED_LOCATIONS_KEY) ?? memory;
  } catch {
    return memory;
  }
}

/** The ids in a stored value: a list of strings, each once; anything else is none. */
export function parseVisited(raw: string | null): readonly string[] {
  if (raw === null) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NONE;
    return [...new Set(value.filter((id): id is string => typeof id === 'string'))];
  } catch {
    return NONE;
  }
}

/** The stored ids; the same array until the stored value changes. */
export function visitedSnapshot(): readonly string[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, ids: parseVisited(raw) };
  return cached.ids;
}

/** Calls `listener` when the list changes, here or in another tab. */
export function subscribeVisited(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITED_LOCATIONS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds `id` to the stored list. */
export function markVisited(id: string) {
  const current = visitedSnapshot();
  if (current.includes(id)) return;
  const raw = JSON.stringify([...current, id]);
  try {
    window.localStorage.setItem(VISITED_LOCATIONS_KEY, raw);
    memory = null;
  } catch {
    memory = raw;
  }
  for (const listener of listeners) listener();
}
