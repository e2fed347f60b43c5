import { useId, type Ref } from 'react';
import { css } from '@emotion/react';
import { Button } from '@pv/shared/ui/button';
import { ButtonLink } from '@pv/shared/ui/links';
import { Eyebrow } from '@pv/shared/ui/eyebrow';
import { colors, mq } from '@pv/shared/theme/tokens';
import { finishedCopy } from '../content/page-copy';
import { resultsCopy } from '../content/results';
import { assessmentPanel, focusTargetHeading } from './styles';

const heading = css([focusTargetHeading, { fontSize: '1.75rem', margin: '0 0 0.5rem', [mq.md]: { fontSize: '2rem' } }]);
const lead = css({ margin: '0 0 1.5rem', color: colors.inkMuted });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

interface FinishedPanelProps {
  personaName: string;
  /** The results page of the answers. */
  resultsHref: string;
  /** The heading, which the focus moves to when the panel replaces the questions. */
  headingRef: Ref<HTMLHeadingElement>;
  onReview: () => void;
  onStartOver: () => void;
}

/**
 * The assessment, finished earlier in the session: the way to the results, back to the answers, or
 * a fresh start. Only the browser knows that (the progress is in the tab's session storage), so the
 * server never renders it.
 */
export function FinishedPanel({ personaName, resultsHref, headingRef, onReview, onStartOver }: FinishedPanelProps) {
  const headingId = useId();
  return (
    <section css={assessmentPanel} aria-labelledby={headingId}>
      <Eyebrow>{resultsCopy.eyebrow}</Eyebrow>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} css={heading}>
        {finishedCopy.heading(personaName)}
      </h2>
      <p css={lead}>{finishedCopy.lead}</p>
      <div css={actions}>
        <ButtonLink href={resultsHref} variant="primary">
          {finishedCopy.seeResults}
        </ButtonLink>
        <Button variant="ghost" onClick={onReview}>
          {finishedCopy.reviewAnswers}
        </Button>
        <Button variant="secondary" onClick={onStartOver}>
          {finishedCopy.startOver}
        </Button>
      </div>
    </section>
  );
}
