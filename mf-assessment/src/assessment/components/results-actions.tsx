import { useId } from 'react';
import { css } from '@emotion/react';
import { scriptIsland } from '@pv/shared/islands/island';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { Button } from '@pv/shared/ui/button';
import { CODE_FIELD, RESULTS_PATH } from '@pv/shared/contract/assessment-results';
import { colors, radii } from '@pv/shared/theme/tokens';
import { resultsCopy, resultsPageCopy } from '../content/results';
import { startResultsActions, type ResultsNotices } from './results-actions-start';

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

const notices: ResultsNotices = {
  copied: resultsPageCopy.copied,
  copyFailed: resultsPageCopy.copyFailed,
  shareFailed: resultsPageCopy.shareFailed,
};

export interface ResultsActionsProps {
  code: string;
  personaName: string;
}

/**
 * The results' address to keep: shown as text (copyable with scripts off), Copy link, the
 * browser's share sheet where it has one, Print; and going back to the answers or starting over.
 * The buttons need the script (startResultsActions, a script island:
 * docs/decisions/0026-script-islands.md), so they are hidden until it starts.
 */
function ResultsActions({ code, personaName }: ResultsActionsProps) {
  const { origin } = useSiteConfig();
  const id = useId();
  const url = `${origin}${RESULTS_PATH}?${CODE_FIELD}=${code}`;
  return (
    <div data-results-actions="" data-share-title={resultsPageCopy.shareTitle(personaName)} data-notices={JSON.stringify(notices)}>
      <label htmlFor={`${id}-link`} css={css({ display: 'block', fontWeight: 600, color: colors.navy, marginBottom: '0.35rem' })}>
        {resultsPageCopy.linkLabel}
      </label>
      <input id={`${id}-link`} css={linkField} type="text" readOnly value={url} data-results-link="" />
      <div css={[row, css({ '&[hidden]': { display: 'none' } })]} hidden data-results-buttons="">
        <Button variant="primary" data-copy-link="">
          {resultsPageCopy.copyLink}
        </Button>
        <span hidden data-share-link="">
          <Button variant="secondary">{resultsPageCopy.share}</Button>
        </span>
        <Button variant="ghost" data-print="">
          {resultsPageCopy.print}
        </Button>
      </div>
      <p
        role="status"
        css={css({ margin: '0.5rem 0 0', minHeight: '1.5em', fontSize: '0.95rem', color: colors.inkMuted })}
        data-results-notice=""
      />
      <p css={[row, css({ gap: '0.5rem 1.5rem', fontWeight: 600 })]}>
        <SiteLink href={`/chart-my-course?${CODE_FIELD}=${code}`} data-review-answers="">
          {resultsCopy.reviewAnswers}
        </SiteLink>
        <SiteLink href="/chart-my-course" data-start-over="">
          {resultsCopy.startOver}
        </SiteLink>
      </p>
    </div>
  );
}

export default scriptIsland('results-actions', ResultsActions, startResultsActions);
