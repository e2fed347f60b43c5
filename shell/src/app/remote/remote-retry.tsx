import { scriptIsland } from '@pv/shared/islands/island';
import { Button } from '@pv/shared/ui/button';
import { retryCopy, startRemoteRetry } from './remote-retry-start';

/**
 * The fallback's Retry: a script island of the shell (remote-retry-start.ts loads the page again
 * once the server has it back). Without scripts it could do nothing a reload does not, so it is
 * not shown there.
 */
function RemoteRetry() {
  return (
    <Button data-needs-scripts="" data-remote-retry="">
      {retryCopy.retry}
    </Button>
  );
}

export default scriptIsland('remote-retry', RemoteRetry, startRemoteRetry);
