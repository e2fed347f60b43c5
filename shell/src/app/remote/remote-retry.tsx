import { useState } from 'react';
import { island } from '@pv/shared/islands/island';
import { Button } from '@pv/shared/ui/button';
import { retryPage } from './retry-page';

/** The fallback's Retry: loads the page again once the server has it back; an island of the shell. */
function RemoteRetry() {
  const [retrying, setRetrying] = useState(false);
  return (
    <Button
      disabled={retrying}
      aria-busy={retrying || undefined}
      onClick={() => {
        setRetrying(true);
        void retryPage(window.location.href);
      }}
    >
      {retrying ? 'Retrying…' : 'Retry'}
    </Button>
  );
}

export default island('remote-retry', RemoteRetry);
