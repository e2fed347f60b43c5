import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { css } from '@emotion/react';
import { proseStyles } from '@pv/shared/ui/prose';
import { colors, radii } from '@pv/shared/theme/tokens';

const bodyStyle = css([
  proseStyles,
  {
    maxWidth: 'none',
    'h2, h3': { scrollMarginTop: '6rem' },
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

/** Links inside the body to this site's own pages navigate without reloading it. */
function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || link.hasAttribute('download') || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
}

/** The post's HTML, sanitised in the data layer (api/get-blog-post.ts) before it reaches here. */
export function PostBody({ html }: { html: string }) {
  const onClick = useInternalLinks();
  return <div css={bodyStyle} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} data-testid="post-body" />;
}
