// A React island whose remote's container could not be loaded keeps its server HTML (its links and
// forms work as without JavaScript) and gets a notice with Retry just before it
// (docs/decisions/0032-react-islands.md). Retry asks for the container afresh; the notice leaves
// once the island is hydrated, and stays, ready again, if it still could not be loaded.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Alert } from '@pv/shared/ui/alert';
import { Button } from '@pv/shared/ui/button';

export const islandRetryCopy = {
  message: 'This section could not load all of its features.',
  retry: 'Retry',
  retrying: 'Retrying…',
} as const;

/** Tries the island again: resolves true once it is hydrated. */
type Retry = () => Promise<boolean>;

function IslandRetry({ retry, onDone }: { retry: Retry; onDone: () => void }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Alert
      tone="error"
      data-testid="island-retry"
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem', margin: '1rem 0' }}
    >
      <span>{islandRetryCopy.message}</span>
      <Button
        variant="secondary"
        disabled={retrying}
        aria-busy={retrying}
        onClick={() => {
          setRetrying(true);
          void retry().then((hydrated) => (hydrated ? onDone() : setRetrying(false)));
        }}
      >
        {retrying ? islandRetryCopy.retrying : islandRetryCopy.retry}
      </Button>
    </Alert>
  );
}

/** Puts the notice before the island's marker, until `retry` has hydrated the island. */
export function showIslandRetry(marker: HTMLElement, emotionCache: EmotionCache, retry: Retry) {
  const holder = marker.ownerDocument.createElement('div');
  marker.before(holder);
  const root = createRoot(holder);
  const done = () =>
    setTimeout(() => {
      root.unmount();
      holder.remove();
    }, 0);
  root.render(
    <CacheProvider value={emotionCache}>
      <IslandRetry retry={retry} onDone={done} />
    </CacheProvider>,
  );
}
