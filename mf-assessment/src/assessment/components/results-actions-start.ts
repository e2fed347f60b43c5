// The results' actions in the browser, without React: a script island (docs/decisions/0026-script-islands.md)
// that drives the server's HTML of results-actions.tsx. It shows the buttons (Share only where the
// browser has a share sheet), copies the link or selects it when the browser refuses, opens the
// share sheet, prints, says how it went in the status line, and records Review my answers and
// Start over, which also clears the kept progress.
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';
import { clearProgress } from '../logic/saved-progress';
import { trackReviewAnswers, trackStartOver } from '../analytics';

/** What the status line says after each action that can fail, from the HTML's `data-notices`. */
export interface ResultsNotices {
  copied: string;
  copyFailed: string;
  shareFailed: string;
}

/** Starts the results' actions inside `island` (its marker element); returns what stops it. */
export function startResultsActions(island: HTMLElement): () => void {
  const root = partOf(island, 'data-results-actions');
  const field = partOf<HTMLInputElement>(root, 'data-results-link');
  const notice = partOf(root, 'data-results-notice');
  const share = partOf(root, 'data-share-link');
  const notices = JSON.parse(root.getAttribute('data-notices') ?? '{}') as ResultsNotices;
  const url = field.value;
  const { on, removeAll } = eventListeners();
  const say = (text: string) => {
    notice.textContent = text;
  };

  on(field, 'focus', () => field.select());
  on(partOf(root, 'data-copy-link'), 'click', () => {
    navigator.clipboard.writeText(url).then(
      () => say(notices.copied),
      () => {
        field.select();
        say(notices.copyFailed);
      },
    );
  });
  on(share, 'click', () => {
    navigator.share({ title: root.getAttribute('data-share-title') ?? '', url }).then(
      () => say(''),
      // Closing the sheet is the visitor's choice, not a failure.
      (error: unknown) => say(error instanceof DOMException && error.name === 'AbortError' ? '' : notices.shareFailed),
    );
  });
  on(partOf(root, 'data-print'), 'click', () => window.print());
  on(partOf(root, 'data-review-answers'), 'click', trackReviewAnswers);
  on(partOf(root, 'data-start-over'), 'click', () => {
    trackStartOver();
    clearProgress();
  });

  share.hidden = typeof navigator.share !== 'function';
  partOf(root, 'data-results-buttons').hidden = false;
  return removeAll;
}
