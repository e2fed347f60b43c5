import { memo } from 'react';
import { css } from '@emotion/react';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { breakpoints, colors, fonts, mq, shadows } from '@pv/shared/theme/tokens';
import type { BlogCard as BlogCardData } from '../api/types';
import { CARD_IMAGE_SIZE, MAX_CARD_TAGS } from '../config/blog';
import { formatCardDate } from '../lib/dates';
import { cardExcerpt } from '../lib/excerpt';
import { htmlToText } from '../lib/plain-text';
import { parseSearchMatch } from '../lib/search-match';
import { PostImage } from './card-image';
import { SearchMatchText } from './search-match';
import { chipList, metaLine, skeletonBlock, tagChip } from './styles';
import { raisedPanel } from '@pv/shared/ui/surfaces';

/** How wide a card's image shows: the whole width on a phone, at most 30rem from two columns on. */
const CARD_IMAGE_SIZES = `(min-width: ${breakpoints.sm}px) 30rem, 100vw`;

const cardStyle = css(raisedPanel, {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  transition: 'transform 180ms ease, box-shadow 180ms ease',
  '&:hover': { transform: 'translateY(-3px)', boxShadow: shadows.raised },
  '&:focus-within': { outline: `3px solid ${colors.amber}`, outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
});

const bodyStyle = css({ display: 'flex', flexDirection: 'column', gap: '0.7rem', flex: 1, padding: '1.15rem 1.25rem 1.35rem' });

const titleStyle = css({
  margin: 0,
  fontFamily: fonts.heading,
  fontSize: '1.25rem',
  lineHeight: 1.3,
  color: colors.navy,
  textWrapStyle: 'balance',
  // A title is the writer's: a word longer than the card breaks rather than widen the page.
  overflowWrap: 'anywhere',
  a: { color: 'inherit', textDecoration: 'none' },
  // The whole card is the link's target, with one link for assistive technology.
  'a::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  'a:focus-visible': { outline: 'none' },
  'article:hover & a': { color: colors.teal },
});

const excerptStyle = css({ margin: 0, color: colors.inkMuted, fontSize: '0.95rem', lineHeight: 1.6 });

const cardMeta = css(metaLine, { margin: 0 });

const cardTags = css(chipList, { marginTop: 'auto', paddingTop: '0.25rem' });

/** A card across a whole row, its image beside the text. */
const imageBeside = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)',
  '& > :first-of-type': { aspectRatio: 'auto', height: '100%', minHeight: '16rem' },
} as const;

/** The list's first card: across the row from the small breakpoint on. */
const featuredStyle = css({ [mq.sm]: imageBeside });

/** A card of a short row (related articles): across the row until three cards fit side by side. */
const besideUntilLgStyle = css({ [`@media (min-width: ${breakpoints.sm}px) and (max-width: ${breakpoints.lg - 0.02}px)`]: imageBeside });

const featuredTitle = css({ [mq.md]: { fontSize: '1.6rem' } });

interface BlogCardProps {
  /** Rendered by the list's React island (see PostImage). */
  inIsland?: boolean;
  post: BlogCardData;
  /** The first card of a list page, across the row. */
  featured?: boolean;
  /** h2 in the list (under its h1), h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
  /** Across the row, its image beside the text, from the small breakpoint until the large one. */
  besideUntilLg?: boolean;
}

/** A post in a list. Rendered again only when its props change (the list's island re-renders around it as it moves). */
export const BlogCard = memo(function BlogCard({
  post,
  featured = false,
  headingLevel: Heading = 'h2',
  eager = false,
  besideUntilLg = false,
  inIsland = false,
}: BlogCardProps) {
  const tags = post.tags.slice(0, MAX_CARD_TAGS);
  // A search's card says why it matched: the words found, in the text around them.
  const match = post.match ? parseSearchMatch(post.match, htmlToText(post.excerpt) || htmlToText(post.content_start)) : null;
  return (
    <article css={[cardStyle, featured && featuredStyle, besideUntilLg && besideUntilLgStyle]} data-featured={featured || undefined}>
      <PostImage
        post={post}
        width={CARD_IMAGE_SIZE.width}
        height={CARD_IMAGE_SIZE.height}
        eager={eager}
        sizes={CARD_IMAGE_SIZES}
        inIsland={inIsland}
      />
      <div css={bodyStyle}>
        <p css={cardMeta}>
          <time dateTime={post.published_date}>{formatCardDate(post.published_day)}</time>
          <span>{post.author}</span>
        </p>
        <Heading css={[titleStyle, featured && featuredTitle]}>
          <SiteLink href={`/blog/${post.slug}`}>{post.title}</SiteLink>
        </Heading>
        <p css={excerptStyle}>{match ? <SearchMatchText match={match} /> : cardExcerpt(post)}</p>
        {tags.length > 0 ? (
          <ul css={cardTags} aria-label="Topics">
            {tags.map((tag) => (
              <li key={tag} css={tagChip}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
});

const skeletonCard = css(raisedPanel, {
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

/** The shape of a card while the list loads (hidden from assistive technology). */
export function BlogCardSkeleton() {
  return (
    <div css={skeletonCard} aria-hidden="true" data-testid="card-skeleton">
      <div css={[skeletonBlock, css({ aspectRatio: '16 / 9', borderRadius: 0 })]} />
      <div css={bodyStyle}>
        <div css={[skeletonBlock, css({ height: '0.8rem', width: '45%' })]} />
        <div css={[skeletonBlock, css({ height: '1.3rem', width: '90%' })]} />
        <div css={[skeletonBlock, css({ height: '1.3rem', width: '65%' })]} />
        <div css={[skeletonBlock, css({ height: '0.9rem', width: '100%' })]} />
        <div css={[skeletonBlock, css({ height: '0.9rem', width: '80%' })]} />
      </div>
    </div>
  );
}
