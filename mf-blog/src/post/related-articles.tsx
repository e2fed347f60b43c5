import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, mq } from '@pv/shared/theme/tokens';
import type { BlogCard as BlogCardData } from '../api/types';
import { BlogCard } from '../components/blog-card';
import { MAX_RELATED_POSTS } from '../config/blog';
import { postCopy } from '../content/blog-copy';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Three across once each card has room for its meta line and title; one card a row before.
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

/** Up to three posts sharing the most tags with this one; nothing when none shares a tag. */
export function RelatedArticles({ posts }: { posts: readonly BlogCardData[] }) {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={css({ borderTop: `1px solid ${colors.line}`, padding: '3rem 0 4.5rem' })}>
      <h2 id={headingId} css={css({ fontSize: '1.75rem', margin: '0 0 1.5rem' })}>
        {postCopy.related}
      </h2>
      <ul css={grid}>
        {posts.slice(0, MAX_RELATED_POSTS).map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel="h3" besideUntilLg />
          </li>
        ))}
      </ul>
    </section>
  );
}
