import { useId } from 'react';
import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';
import type { BlogCard as BlogCardData } from '../api/types';
import { BlogCard } from '../components/blog-card';
import { MAX_RELATED_POSTS } from '../config/blog';
import { postCopy } from '../content/blog-copy';

const list = css({ display: 'grid', gap: '1.5rem', listStyle: 'none', margin: 0, padding: 0 });

/** Up to three posts sharing the most tags with this one; nothing when none shares a tag. */
export function RelatedArticles({ posts }: { posts: readonly BlogCardData[] }) {
  const headingId = useId();
  if (posts.length === 0) return null;
  const shown = posts.slice(0, MAX_RELATED_POSTS);
  // One card a row, its image beside the text, until three fit across with no hole (balanced-grid.ts).
  const grid = balancedGrid(shown.length, { base: 1, md: 1, lg: MAX_RELATED_POSTS });
  return (
    <section aria-labelledby={headingId} css={css({ borderTop: `1px solid ${colors.line}`, padding: '3rem 0 4.5rem' })}>
      <h2 id={headingId} css={css({ fontSize: '1.75rem', margin: '0 0 1.5rem' })}>
        {postCopy.related}
      </h2>
      <ul css={[list, grid.tracks]}>
        {shown.map((post, index) => (
          <li key={post.id} css={grid.cell(index)}>
            <BlogCard post={post} headingLevel="h3" besideUntilLg />
          </li>
        ))}
      </ul>
    </section>
  );
}
