// Whether an island runs in the browser: false on the server and in the render that hydrates its
// HTML (so the two match), true from the render after. What works only with scripts (a button that
// does nothing without them, a control disabled until it can explain itself) turns on with it.
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
