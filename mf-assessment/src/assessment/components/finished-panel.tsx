import type { Ref } from 'react';
import { css } from '@emotion/react';
import { Button } from '@pv/shared/ui/button';
import { ButtonLink } from '@pv/shared/ui/links';
import { Eyebrow } from '@pv/shared/ui/eyebrow';
import { colors, mq } from '@pv/shared/theme/tokens';
import { finishedCopy } from '../content/page-copy';
import { resultsCopy } from '../content/results';
import { focusTargetHeading, panel } from './styles';

interface FinishedPanelProps {
  personaName: string;
  resultsHref: string;
  headingRef: Ref<HTMLHeadingElement>;
  onReview(): void;
  onStartOver(): void;
}

/** The assessment, finished earlier in the session: the way to the results, back to the answers, or a fresh start. */
export function FinishedPanel({ personaName, resultsHref, headingRef, onReview, onStartOver }: FinishedPanelProps) {
  return (
    <section css={css([panel, { maxWidth: '52rem', margin: '0 auto' }])} aria-labelledby="assessment-finished-heading">
      <Eyebrow>{resultsCopy.eyebrow}</Eyebrow>
      <h2
        id="assessment-finished-heading"
        ref={headingRef}
        tabIndex={-1}
        css={css([focusTargetHeading, { fontSize: '1.75rem', margin: '0 0 0.5rem', [mq.md]: { fontSize: '2rem' } }])}
      >
        {finishedCopy.heading(personaName)}
      </h2>
      <p css={css({ margin: '0 0 1.5rem', color: colors.inkMuted })}>{finishedCopy.lead}</p>
      <div css={css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' })}>
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
