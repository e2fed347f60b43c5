import { useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { island } from '@pv/shared/islands/island';
import { useHydrated } from '@pv/shared/islands/use-hydrated';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { Button } from '@pv/shared/ui/button';
import { CODE_FIELD, RESULTS_PATH } from '@pv/shared/contract/assessment-results';
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

type Notice = 'copied' | 'copy-failed' | 'share-failed' | null;

const notices: Record<Exclude<Notice, null>, string> = {
  copied: resultsPageCopy.copied,
  'copy-failed': resultsPageCopy.copyFailed,
  'share-failed': resultsPageCopy.shareFailed,
};

export interface ResultsActionsProps {
  code: string;
  personaName: string;
}

/**
 * The results' address to keep: shown as text (copyable with scripts off), Copy link, the
 * browser's share sheet where it has one, Print; and going back to the answers or starting over.
 */
function ResultsActions({ code, personaName }: ResultsActionsProps) {
  const { origin } = useSiteConfig();
  const hydrated = useHydrated();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const url = `${origin}${RESULTS_PATH}?${CODE_FIELD}=${code}`;
  const canShare = hydrated && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice('copied');
    } catch {
      field.current?.select();
      setNotice('copy-failed');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: resultsPageCopy.shareTitle(personaName), url });
      setNotice(null);
    } catch (error) {
      // Closing the sheet is the visitor's choice, not a failure.
      setNotice(error instanceof DOMException && error.name === 'AbortError' ? null : 'share-failed');
    }
  };

  return (
    <div>
      <label htmlFor={`${id}-link`} css={css({ display: 'block', fontWeight: 600, color: colors.navy, marginBottom: '0.35rem' })}>
        {resultsPageCopy.linkLabel}
      </label>
      <input id={`${id}-link`} ref={field} css={linkField} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
      {hydrated ? (
        <div css={row}>
          <Button variant="primary" onClick={() => void copy()}>
            {resultsPageCopy.copyLink}
          </Button>
          {canShare ? (
            <Button variant="secondary" onClick={() => void share()}>
              {resultsPageCopy.share}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => window.print()}>
            {resultsPageCopy.print}
          </Button>
        </div>
      ) : null}
      <p role="status" css={css({ margin: '0.5rem 0 0', minHeight: '1.5em', fontSize: '0.95rem', color: colors.inkMuted })}>
        {notice ? notices[notice] : ''}
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
