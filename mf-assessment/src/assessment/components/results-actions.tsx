import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { css } from '@emotion/react';
import { island } from '@pv/shared/islands/island';
import { useHydrated } from '@pv/shared/islands/use-hydrated';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { Button } from '@pv/shared/ui/button';
import { CODE_FIELD } from '@pv/shared/contract/assessment-results';
import { colors, radii } from '@pv/shared/theme/tokens';
import { resultsCopy, resultsPageCopy } from '../content/results';
import { clearProgress } from '../logic/saved-progress';
import { trackReviewAnswers, trackStartOver } from '../analytics';

const linkField = css({
  width: '100%',
  minHeight: 44,
  padding: '0.6rem 0.8rem',
  border: `1px solid ${colors.line}`,
  borderRadius: radii.sm,
  background: colors.paper,
  color: colors.ink,
  font: 'inherit',
  fontSize: '0.95rem',
});

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '0.75rem' });

const unchanging = () => () => {};
/** Whether the browser has a share sheet: never on the server, nor in the render over its HTML. */
const useCanShare = () =>
  useSyncExternalStore(
    unchanging,
    () => typeof navigator.share === 'function',
    () => false,
  );

export interface ResultsActionsProps {
  /** The results' address, to keep. */
  url: string;
  code: string;
  personaName: string;
}

/**
 * The results' address to keep: shown as text (copyable with scripts off), Copy link, the
 * browser's share sheet where it has one, Print, each saying in the status line how it went; and
 * going back to the answers or starting over (which clears the progress kept in the session). The
 * buttons need scripts, so they show once the island is hydrated.
 */
function ResultsActions({ url, code, personaName }: ResultsActionsProps) {
  const id = useId();
  const scripted = useHydrated();
  const canShare = useCanShare();
  const [notice, setNotice] = useState('');
  const field = useRef<HTMLInputElement>(null);

  function copy() {
    // A page that is not a secure context has no clipboard: as when the browser refuses.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => setNotice(resultsPageCopy.copied),
        () => {
          // Selected and focused: ready for the visitor's own copy.
          field.current?.focus();
          field.current?.select();
          setNotice(resultsPageCopy.copyFailed);
        },
      );
  }

  function share() {
    navigator.share({ title: resultsPageCopy.shareTitle(personaName), url }).then(
      () => setNotice(''),
      // Closing the sheet is the visitor's choice, not a failure.
      (error: unknown) => setNotice(error instanceof DOMException && error.name === 'AbortError' ? '' : resultsPageCopy.shareFailed),
    );
  }

  return (
    <div>
      <label htmlFor={`${id}-link`} css={css({ display: 'block', fontWeight: 600, color: colors.navy, marginBottom: '0.35rem' })}>
        {resultsPageCopy.linkLabel}
      </label>
      <input
        ref={field}
        id={`${id}-link`}
        css={linkField}
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div css={[row, css({ '&[hidden]': { display: 'none' } })]} hidden={!scripted}>
        <Button variant="primary" onClick={copy}>
          {resultsPageCopy.copyLink}
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={share}>
            {resultsPageCopy.share}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => window.print()}>
          {resultsPageCopy.print}
        </Button>
      </div>
      <p role="status" css={css({ margin: '0.5rem 0 0', minHeight: '1.5em', fontSize: '0.95rem', color: colors.inkMuted })}>
        {notice}
      </p>
      <p css={[row, css({ gap: '0.5rem 1.5rem', fontWeight: 600 })]}>
        <SiteLink href={`/chart-my-course?${CODE_FIELD}=${code}`} onClick={trackReviewAnswers}>
          {resultsCopy.reviewAnswers}
        </SiteLink>
        <SiteLink
          href="/chart-my-course"
          onClick={() => {
            trackStartOver();
            clearProgress();
          }}
        >
          {resultsCopy.startOver}
        </SiteLink>
      </p>
    </div>
  );
}

export default island('results-actions', ResultsActions);
