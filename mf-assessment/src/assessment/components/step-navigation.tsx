import { useId } from 'react';
import { css } from '@emotion/react';
import { Button } from '@pv/shared/ui/button';
import { colors, mq } from '@pv/shared/theme/tokens';
import { navigationCopy } from '../content/page-copy';

const bar = css({
  display: 'flex',
  gap: '0.75rem',
  marginTop: '2rem',
  paddingTop: '1.5rem',
  borderTop: `1px solid ${colors.line}`,
  '& > button': { flex: 1 },
  [mq.sm]: { justifyContent: 'space-between', '& > button': { flex: '0 0 auto', minWidth: '9rem' } },
});

interface StepNavigationProps {
  canGoPrevious: boolean;
  canGoNext: boolean;
  isLast: boolean;
}

/**
 * Previous and Next (Get Results on the last question); Next submits the question's form, and
 * until the question is answered a hint says why it is disabled. The assessment's script
 * (assessment-start.ts) updates them after every change.
 */
export function StepNavigation({ canGoPrevious, canGoNext, isLast }: StepNavigationProps) {
  const hintId = useId();
  return (
    <>
      <div css={bar}>
        <Button variant="ghost" disabled={!canGoPrevious} data-previous="">
          {navigationCopy.previous}
        </Button>
        <Button type="submit" variant="primary" disabled={!canGoNext} aria-describedby={canGoNext ? undefined : hintId} data-next="">
          {isLast ? navigationCopy.getResults : navigationCopy.next}
        </Button>
      </div>
      <p
        id={hintId}
        css={css({ margin: '0.75rem 0 0', fontSize: '0.9rem', color: colors.inkMuted, [mq.sm]: { textAlign: 'right' } })}
        hidden={canGoNext}
        data-hint=""
      >
        {navigationCopy.chooseToContinue}
      </p>
    </>
  );
}
