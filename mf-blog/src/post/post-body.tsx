import { css } from '@emotion/react';
import { proseStyles } from '@pv/shared/ui/prose';
import { renderedWhenNearUnlessAtATarget } from '@pv/shared/ui/rendered-when-near';
import { colors, radii } from '@pv/shared/theme/tokens';

const bodyStyle = css([
  proseStyles,
  {
    maxWidth: 'none',
    'h2, h3': { scrollMarginTop: '6rem' },
    // A long post is laid out as it is read; the table of contents' links jump to its headings.
    '& > *': renderedWhenNearUnlessAtATarget('8rem'),
    img: { display: 'block', maxWidth: '100%', height: 'auto', margin: '1.75rem auto', borderRadius: radii.md },
    blockquote: {
      margin: '1.75rem 0',
      padding: '0.25rem 0 0.25rem 1.25rem',
      borderLeft: `4px solid ${colors.amber}`,
      color: colors.navy,
      fontStyle: 'italic',
    },
    // Wide tables scroll inside the column instead of widening the page.
    table: {
      display: 'block',
      maxWidth: '100%',
      overflowX: 'auto',
      borderCollapse: 'collapse',
      margin: '1.5rem 0',
      fontSize: '0.95rem',
    },
    'th, td': { padding: '0.55rem 0.85rem', borderBottom: `1px solid ${colors.line}`, textAlign: 'left', verticalAlign: 'top' },
    th: { background: colors.white, color: colors.navy, fontWeight: 650 },
    hr: { border: 0, borderTop: `1px solid ${colors.line}`, margin: '2.5rem 0' },
  },
]);

/**
 * The post's HTML, sanitised in the data layer (api/get-blog-post.ts) before it reaches here. Its
 * links are plain links: one to a page of the site loads that page (prerendered by the browser).
 */
export function PostBody({ html }: { html: string }) {
  return <div css={bodyStyle} dangerouslySetInnerHTML={{ __html: html }} data-testid="post-body" />;
}
