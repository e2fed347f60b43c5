import { css } from '@emotion/react';
import { colors, radii } from '@pv/shared/theme/tokens';
import { listCopy } from '../content/blog-copy';
import { paginationItems } from '../lib/pagination';
import { ListLink } from './list-actions';
import { withPage, type ListState } from './list-state';

const navStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '0.35rem',
  marginTop: '2.5rem',
  ol: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.35rem', listStyle: 'none', margin: 0, padding: 0 },
});

const itemStyle = css({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 44,
  height: 44,
  padding: '0 0.75rem',
  borderRadius: radii.md,
  border: `1px solid ${colors.line}`,
  background: colors.white,
  color: colors.navy,
  fontWeight: 600,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  'a&:hover': { borderColor: colors.navy, color: colors.navy },
  '&[aria-current="page"]': { background: colors.navy, borderColor: colors.navy, color: colors.white },
  '&[aria-disabled="true"]': { opacity: 0.45 },
});

const gapStyle = css({ display: 'inline-grid', placeItems: 'center', minWidth: 28, height: 44, color: colors.inkMuted });

interface PaginationNavProps {
  /** The state whose pages these are. */
  state: ListState;
  totalPages: number;
}

/** Links to the pages of the list (docs/behaviour.md, "Blog"), which the list shows in place; they work without JavaScript too. */
export function PaginationNav({ state, totalPages }: PaginationNavProps) {
  if (totalPages <= 1) return null;
  const { page } = state;
  const items = paginationItems(page, totalPages);
  return (
    <nav aria-label={listCopy.pagination} css={navStyle}>
      {page > 1 ? (
        <ListLink to={withPage(state, Math.min(page - 1, totalPages))} css={itemStyle} rel="prev">
          {listCopy.previous}
        </ListLink>
      ) : (
        <span css={itemStyle} aria-disabled="true">
          {listCopy.previous}
        </span>
      )}
      <ol>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} css={gapStyle} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <ListLink
                to={withPage(state, item)}
                css={itemStyle}
                aria-label={listCopy.pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </ListLink>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <ListLink to={withPage(state, page + 1)} css={itemStyle} rel="next">
          {listCopy.next}
        </ListLink>
      ) : (
        <span css={itemStyle} aria-disabled="true">
          {listCopy.next}
        </span>
      )}
    </nav>
  );
}
