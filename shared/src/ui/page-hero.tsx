// The title band at the top of a page: eyebrow, the page's one h1, an optional line under it (a
// date), the lead, optional actions and any further content, with the page's illustration beside
// them from 1024 px up (`art`), and content across the whole band under both (`below`). Navy by
// default; light on the page's paper.
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Container } from '@pv/shared/ui/layout';
import { Eyebrow, type Surface } from '@pv/shared/ui/eyebrow';
import { colors, mq } from '@pv/shared/theme/tokens';

/** The size of every page title: the same h1 on every page. */
export const PAGE_TITLE_SIZE = 'clamp(2.1rem, 6vw, 3.25rem)';

const bands = {
  dark: css({
    background: colors.navy,
    color: 'rgba(255, 255, 255, 0.82)',
    h1: { color: colors.white },
  }),
  light: css({}),
} as const;

// A band of its own (navy, or any band with an illustration) has room around it; a light title
// straight above a tool (the assessment) keeps close to it.
const roomy = css({ padding: '3rem 0 2.75rem', [mq.md]: { padding: '4.5rem 0 4rem' } });
const close = css({ padding: '2.5rem 0 1.5rem', [mq.md]: { padding: '4rem 0 2.5rem' } });

const titleStyle = css({ fontSize: PAGE_TITLE_SIZE, margin: '0 0 1rem', maxWidth: '22ch', textWrapStyle: 'balance' });

// Text and illustration side by side from the large breakpoint; below it the illustration is left
// out, the text having the width to itself.
const withArt = css({
  [mq.lg]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
    gap: '3.5rem',
    alignItems: 'center',
  },
});

const artStyle = css({ display: 'none', [mq.lg]: { display: 'block' } });

const belowStyle = css({ marginTop: '2.5rem', [mq.md]: { marginTop: '3.5rem' } });

const metaStyle = (surface: Surface) =>
  css({
    margin: '0 0 1.25rem',
    fontSize: '0.95rem',
    'time, strong': { color: surface === 'dark' ? colors.white : colors.navy, fontWeight: 600 },
  });

const leadStyle = css({ margin: 0, maxWidth: '60ch', fontSize: '1.1rem', lineHeight: 1.6, [mq.md]: { fontSize: '1.2rem' } });

const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.75rem' });

// From the medium breakpoint on; on phones every hero reads from the left edge.
const centered = css({
  [mq.md]: {
    textAlign: 'center',
    '& > h1, & > p': { marginLeft: 'auto', marginRight: 'auto' },
    '& > [data-hero-actions]': { justifyContent: 'center' },
  },
});

export interface PageHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** A short line under the title, such as "Last updated <time>". */
  meta?: ReactNode;
  lead?: ReactNode;
  /** Buttons or links, in a row that wraps. */
  actions?: ReactNode;
  /** Content after the lead and actions. */
  children?: ReactNode;
  /** The h1's id, for an enclosing element's `aria-labelledby`. */
  titleId?: string;
  surface?: Surface;
  align?: 'start' | 'center';
  /** The page's illustration (shared/src/illustrations), beside the text from 1024 px up. */
  art?: ReactNode;
  /** Content across the whole band, under the text and the illustration (the home page's figures). */
  below?: ReactNode;
}

export function PageHero({
  title,
  eyebrow,
  meta,
  lead,
  actions,
  children,
  titleId,
  surface = 'dark',
  align = 'start',
  art,
  below,
}: PageHeroProps) {
  const text = (
    <div css={align === 'center' ? centered : undefined}>
      {eyebrow ? <Eyebrow on={surface}>{eyebrow}</Eyebrow> : null}
      <h1 id={titleId} css={titleStyle}>
        {title}
      </h1>
      {meta ? <p css={metaStyle(surface)}>{meta}</p> : null}
      {lead ? <p css={leadStyle}>{lead}</p> : null}
      {actions ? (
        <div css={actionsStyle} data-hero-actions="">
          {actions}
        </div>
      ) : null}
      {children}
    </div>
  );
  return (
    <header css={[bands[surface], surface === 'dark' || art ? roomy : close]}>
      <Container>
        {art ? (
          <div css={withArt}>
            {text}
            <div css={artStyle}>{art}</div>
          </div>
        ) : (
          text
        )}
        {below ? <div css={belowStyle}>{below}</div> : null}
      </Container>
    </header>
  );
}
