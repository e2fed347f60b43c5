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
  /** Given once something is answered: the control that clears the progress. */
  onStartOver?: () => void;
}

/** "Question n of 5", percent complete and a bar; the page's live region announces the change. */
export function AssessmentProgress({ index, onStartOver }: AssessmentProgressProps) {
  const percent = progressPercent(index);
  const position = progressCopy.position(index + 1, QUESTION_COUNT);
  return (
    <div css={css({ marginBottom: '1.75rem' })}>
      <p css={row}>
        <span css={css({ fontWeight: 600, color: colors.navy })}>{position}</span>
        <span css={css({ color: colors.inkMuted })}>{progressCopy.percent(percent)}</span>
      </p>
      <div
        role="progressbar"
        aria-label={progressCopy.barLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${position}, ${progressCopy.percent(percent)}`}
        css={track}
      >
        <div css={[fill, css({ width: `${percent}%` })]} />
      </div>
      {onStartOver ? (
        <p css={css({ margin: '0.5rem 0 0', textAlign: 'right', fontSize: '0.9rem' })}>
          <button type="button" css={startOverButton} onClick={onStartOver}>
            {navigationCopy.startOver}
          </button>
        </p>
      ) : null}
    </div>
  );
}
