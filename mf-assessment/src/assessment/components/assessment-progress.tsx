import { css } from '@emotion/react';
import { colors, radii } from '@pv/shared/theme/tokens';
import { QUESTION_COUNT, questionIds, type QuestionId } from '../model';
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

/** The bar's fill at each question, made once: a class per step rather than styles computed at each render. */
const fillAt = questionIds.map((id) => css([fill, { width: `${progressPercent(id)}%` }]));

const box = css({ marginBottom: '1.75rem' });
const positionStyle = css({ fontWeight: 600, color: colors.navy });
const percentStyle = css({ color: colors.inkMuted });
// Its room is kept while there is nothing to start over: the first answer does not push the options
// down under the visitor's finger.
const startOverRow = css({
  margin: '0.5rem 0 0',
  textAlign: 'right',
  fontSize: '0.9rem',
  '&[hidden]': { display: 'block', visibility: 'hidden' },
});

interface AssessmentProgressProps {
  index: QuestionId;
  /** Whether something is answered: only then is there progress to clear with Start over. */
  answered: boolean;
  onStartOver: () => void;
}

/** "Question n of 5", percent complete and a bar; the assessment's live region announces the change. */
export function AssessmentProgress({ index, answered, onStartOver }: AssessmentProgressProps) {
  const percent = progressPercent(index);
  const position = progressCopy.position(index + 1, QUESTION_COUNT);
  return (
    <div css={box}>
      <p css={row}>
        <span css={positionStyle}>{position}</span>
        <span css={percentStyle}>{progressCopy.percent(percent)}</span>
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
        <div css={fillAt[index]} />
      </div>
      {/* Start over needs the script (without one, the header's link to the assessment starts afresh). */}
      <p css={startOverRow} hidden={!answered} data-needs-scripts="">
        <button type="button" css={startOverButton} onClick={onStartOver}>
          {navigationCopy.startOver}
        </button>
      </p>
    </div>
  );
}
