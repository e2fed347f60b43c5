// The remote fallback's Retry in the browser, without React: a script island
// (docs/decisions/0032-react-islands.md) that drives the server's HTML of remote-retry.tsx. A
// click disables it, says it is retrying, and loads the page again once the server has it back
// (retry-page.ts).
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';
import { retryPage } from './retry-page';

export const retryCopy = { retry: 'Retry', retrying: 'Retrying…' } as const;

/** Starts Retry inside `island` (its marker element); returns what stops it. */
export function startRemoteRetry(island: HTMLElement): () => void {
  const button = partOf<HTMLButtonElement>(island, 'data-remote-retry');
  const { on, removeAll } = eventListeners();
  on(button, 'click', () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = retryCopy.retrying;
    void retryPage(window.location.href);
  });
  return removeAll;
}
