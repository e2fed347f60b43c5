import { css } from '@emotion/react';
import { Button } from '@pv/shared/ui/button';
import { ButtonLink } from '@pv/shared/ui/links';
import { Eyebrow } from '@pv/shared/ui/eyebrow';
import { colors, mq } from '@pv/shared/theme/tokens';
import { finishedCopy } from '../content/page-copy';
import { personas, resultsCopy } from '../content/results';
import { focusTargetHeading, panel } from './styles';

/**
 * The assessment, finished earlier in the session: the way to the results, back to the answers, or
 * a fresh start. Only the browser knows that (the progress is in the tab's session storage), so the
 * server renders it hidden, and the assessment's script (assessment-start.ts) shows it with the
 * persona's name and the results' link.
 */
export function FinishedPanel() {
  const personaNames = Object.fromEntries(Object.values(personas).map((persona) => [persona.id, persona.name]));
  return (
    <section
      css={css([panel, { maxWidth: '52rem', margin: '0 auto' }])}
      aria-labelledby="assessment-finished-heading"
      hidden
      data-finished=""
      data-persona-names={JSON.stringify(personaNames)}
    >
      <Eyebrow>{resultsCopy.eyebrow}</Eyebrow>
      <h2
        id="assessment-finished-heading"
        tabIndex={-1}
        css={css([focusTargetHeading, { fontSize: '1.75rem', margin: '0 0 0.5rem', [mq.md]: { fontSize: '2rem' } }])}
        data-finished-heading=""
      />
      <p css={css({ margin: '0 0 1.5rem', color: colors.inkMuted })}>{finishedCopy.lead}</p>
      <div css={css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' })}>
        {/* Its address holds the answers, which only the browser knows: the script sets it before the
            panel shows. Until then it names the assessment's own canonical page, a link that works. */}
        <ButtonLink href="/chart-my-course" variant="primary" data-see-results="">
          {finishedCopy.seeResults}
        </ButtonLink>
        <Button variant="ghost" data-review="">
          {finishedCopy.reviewAnswers}
        </Button>
        <Button variant="secondary" data-finished-start-over="">
          {finishedCopy.startOver}
        </Button>
      </div>
    </section>
  );
}
