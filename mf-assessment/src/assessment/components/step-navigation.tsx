import { useId, type MouseEvent } from 'react';
import { css } from '@emotion/react';
import { Button } from '@pv/shared/ui/button';
import { colors, mq } from '@pv/shared/theme/tokens';
import { RESULTS_PATH } from '@pv/shared/contract/assessment-results';
import { navigationCopy } from '../content/page-copy';
import { STEP_FIELD } from '../logic/answer-fields';

const bar = css({
  display: 'flex',
  gap: '0.75rem',
  marginTop: '2rem',
  paddingTop: '1.5rem',
  borderTop: `1px solid ${colors.line}`,
  '& > button': { flex: 1 },
  [mq.sm]: { justifyContent: 'space-between', '& > button': { flex: '0 0 auto', minWidth: '9rem' } },
});

const hint = css({ margin: '0.75rem 0 0', fontSize: '0.9rem', color: colors.inkMuted, [mq.sm]: { textAlign: 'right' } });

interface StepNavigationProps {
  /** The question shown. */
  index: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  /** Next is disabled until the question is answered, once the assessment runs in the page (see below). */
  nextDisabled: boolean;
  isLast: boolean;
  onPrevious: () => void;
}

/**
 * Previous and Next (Get Results on the last question), until the question is answered with a hint
 * that says why Next is disabled. Both send the form: in the page, the assessment handles Next (and
 * Enter on an answer) as the form's submission and Previous as its click; without scripts, they send
 * the answers and the question to show next (answer-fields.ts), and Get Results sends them to the
 * results page. The server leaves Next enabled: without scripts it answers a Next too early with the
 * same question.
 */
export function StepNavigation({ index, canGoPrevious, canGoNext, nextDisabled, isLast, onPrevious }: StepNavigationProps) {
  const hintId = useId();
  const sendsNext = { type: 'submit', name: STEP_FIELD, value: index + 1, formAction: isLast ? RESULTS_PATH : undefined } as const;
  return (
    <>
      <div css={bar}>
        {/* The form's default button, first in it: Enter on an answer sends what Next sends, not Previous. */}
        <button {...sendsNext} hidden />
        <Button
          type="submit"
          variant="ghost"
          disabled={!canGoPrevious}
          name={STEP_FIELD}
          value={index - 1}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            onPrevious();
          }}
        >
          {navigationCopy.previous}
        </Button>
        <Button {...sendsNext} variant="primary" disabled={nextDisabled} aria-describedby={canGoNext ? undefined : hintId}>
          {isLast ? navigationCopy.getResults : navigationCopy.next}
        </Button>
      </div>
      <p id={hintId} css={hint} hidden={canGoNext}>
        {navigationCopy.chooseToContinue}
      </p>
    </>
  );
}
