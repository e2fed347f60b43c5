// A band of a page with its heading: the section is named by the heading (a region landmark), and
// its id is what in-page links and the footer's section links jump to.
import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { Container } from '@pv/shared/ui/layout';
import { Eyebrow } from '@pv/shared/ui/eyebrow';
import { UnbrokenCompounds } from '@pv/shared/ui/unbroken-compounds';
import { colors, mq } from '@pv/shared/theme/tokens';
import { renderedWhenNearUnlessAtATarget } from '@pv/shared/ui/rendered-when-near';

/** The size of a section heading on every page. */
export const SECTION_HEADING_SIZE = 'clamp(1.6rem, 4vw, 2.25rem)';

// Each band paints its own surface, the paper one too: what a band skipped off screen holds past
// its placeholder's height (rendered-when-near.ts) then lies beneath the band after it.
const surfaces = {
  paper: css({ padding: '3rem 0', background: colors.paper, [mq.md]: { padding: '4.5rem 0' } }),
  white: css({ padding: '3rem 0', background: colors.white, [mq.md]: { padding: '4.5rem 0' } }),
} as const;

// A page opened at (or jumping to) a section of it (`/#events`) renders every band.
const renderedWhenNearOrAtASection = css(renderedWhenNearUnlessAtATarget());

const headerStyle = css({ marginBottom: '2rem', [mq.md]: { marginBottom: '2.5rem' } });

const centered = css({ textAlign: 'center', '& > *': { marginLeft: 'auto', marginRight: 'auto' } });

const headingStyle = css({ fontSize: SECTION_HEADING_SIZE, margin: '0 0 0.75rem', maxWidth: '36ch', textWrapStyle: 'balance' });

const introStyle = css({ margin: 0, maxWidth: '62ch', fontSize: '1.1rem', color: colors.inkMuted });

export interface PageSectionProps {
  heading: ReactNode;
  /** For in-page links (`#events`); the heading's id is `<id>-heading`. */
  id?: string;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** 2 for a section of the page (default), 3 for one nested in another section. */
  level?: 2 | 3;
  surface?: keyof typeof surfaces;
  align?: 'start' | 'center';
  /**
   * Render the band off screen as well (default: only once it nears the viewport). For a band that
   * holds a box positioned on the viewport, which a band rendered when near would hold instead.
   */
  alwaysRendered?: boolean;
  children?: ReactNode;
}

export function PageSection({
  heading,
  id,
  eyebrow,
  intro,
  level = 2,
  surface = 'paper',
  align = 'start',
  alwaysRendered = false,
  children,
}: PageSectionProps) {
  const fallbackId = useId();
  const headingId = id ? `${id}-heading` : fallbackId;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} aria-labelledby={headingId} css={[surfaces[surface], !alwaysRendered && renderedWhenNearOrAtASection]}>
      <Container>
        <div css={[headerStyle, align === 'center' && centered]}>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Heading id={headingId} css={headingStyle}>
            {typeof heading === 'string' ? <UnbrokenCompounds text={heading} /> : heading}
          </Heading>
          {intro ? <p css={introStyle}>{intro}</p> : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
