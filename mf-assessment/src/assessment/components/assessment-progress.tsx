import { css } from '@emotion/react';
import { colors, radii } from '@pv/shared/theme/tokens';
import { QUESTION_COUNT, type QuestionId } from '../model';
import { navigationCopy, progressCopy } from '../content/page-copy';
import { progressPercent } from '../logic/assessment-state';

const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '1rem',
  margin: '0 0 0.5rem',
  fontSize: '0.9rem',
});

const track = css({
  height: 8,
  borderRadius: radii.pill,
  background: colors.line,
  overflow: 'hidden',
});

const fill = css({
  height: '100%',
  borderRadius: radii.pill,
  background: colors.teal,
  transition: 'width 250ms ease',
});

const startOverButton = css({
  padding: '0.25rem 0',
  border: 0,
  background: 'none',
  color: colors.teal,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});

interface AssessmentProgressProps {
  index: QuestionId;
  /** Whether something is answered: only then is there progress to clear with Start over. */
  answered: boolean;
}

/**
 * "Question n of 5", percent complete and a bar; the page's live region announces the change. The
 * assessment's script (assessment-start.ts) updates the marked parts after every move.
 */
export function AssessmentProgress({ index, answered }: AssessmentProgressProps) {
  const percent = progressPercent(index);
  const position = progressCopy.position(index + 1, QUESTION_COUNT);
  return (
    <div css={css({ marginBottom: '1.75rem' })}>
      <p css={row}>
        <span css={css({ fontWeight: 600, color: colors.navy })} data-position="">
          {position}
        </span>
        <span css={css({ color: colors.inkMuted })} data-percent="">
          {progressCopy.percent(percent)}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={progressCopy.barLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${position}, ${progressCopy.percent(percent)}`}
        css={track}
        data-progress-bar=""
      >
        <div css={[fill, css({ width: `${percent}%` })]} data-progress-fill="" />
      </div>
      {/* Start over needs the script (without one, the header's link to the assessment starts afresh). */}
      <p
        css={css({ margin: '0.5rem 0 0', textAlign: 'right', fontSize: '0.9rem' })}
        hidden={!answered}
        data-needs-scripts=""
        data-start-over-row=""
      >
        <button type="button" css={startOverButton} data-start-over="">
          {navigationCopy.startOver}
        </button>
      </p>
    </div>
  );
}
