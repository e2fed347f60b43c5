// The navy call to action that closes a page or a long text: a heading, a sentence, the actions.
// It fills the width it is given (a page's container, the measure of a text).
import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors, mq, radii, shadows } from '@pv/shared/theme/tokens';

const bandStyle = css({
  padding: '1.75rem 1.5rem',
  background: colors.navy,
  color: 'rgba(255, 255, 255, 0.85)',
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  [mq.md]: { padding: '2.25rem 2.5rem' },
});

const headingStyle = css({ color: colors.white, fontSize: '1.6rem', margin: '0 0 0.5rem' });

const textStyle = css({ margin: '0 0 1.5rem' });

const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

export interface CtaBandProps {
  heading: ReactNode;
  text?: ReactNode;
  /** Buttons or links (`ButtonLink`, `ExternalLink` with a variant): primary first. */
  actions: ReactNode;
  /** 2 (default), or 3 inside a section headed by an h2. */
  level?: 2 | 3;
  className?: string;
}

/** A region named by its heading; `className` (or the css prop) places it. */
export function CtaBand({ heading, text, actions, level = 2, className }: CtaBandProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} css={bandStyle} className={className}>
      <Heading id={headingId} css={headingStyle}>
        {heading}
      </Heading>
      {text ? <p css={textStyle}>{text}</p> : null}
      <div css={actionsStyle}>{actions}</div>
    </section>
  );
}
