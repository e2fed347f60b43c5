// Styles more than one assessment component uses.
import { css } from '@emotion/react';
import { mq } from '@pv/shared/theme/tokens';
import { raisedPanel } from '@pv/shared/ui/surfaces';

/** The white card a question or the results sit on. */
export const panel = css(raisedPanel, {
  padding: '1.5rem 1.25rem',
  [mq.md]: { padding: '2.5rem' },
});

/** The assessment's own card: the questions, or the finished panel in their place. */
export const assessmentPanel = css(panel, { maxWidth: '52rem', margin: '0 auto' });

/** A heading the focus moves to after a step: keyboard users see the site's focus ring on it. */
export const focusTargetHeading = css({
  scrollMarginTop: '6rem',
});
