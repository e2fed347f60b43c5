import { useId } from 'react';
import { css } from '@emotion/react';
import { blogSearch } from '@pv/shared/contract/navigation';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { Container } from '@pv/shared/ui/layout';
import { ButtonLink } from '@pv/shared/ui/links';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { StaticPageHead } from '@pv/shared/meta/page-head';
import { notFoundCopy as copy } from './not-found-content';
import { raisedPanel } from '@pv/shared/ui/surfaces';

export const notFoundMeta: PageMeta = { title: 'Page not found', noindex: true, status: 404 };

const page = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '2.5rem',
  padding: '3rem 0 4.5rem',
  [mq.md]: { padding: '4.5rem 0 6rem' },
});

const intro = css({ display: 'grid', justifyItems: 'center', gap: '0.5rem', textAlign: 'center', p: { margin: 0 } });

// One card to a row on phones, up to three from the medium breakpoint, with no hole.
const suggestionList = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem', [mq.md]: { gap: '1.5rem' } });

const suggestionGrid = balancedGrid(copy.suggestions.length, { base: 1, md: 3, lg: 3 });

const card = css(raisedPanel, {
  display: 'grid',
  alignContent: 'start',
  gap: '0.4rem',
  height: '100%',
  padding: '1.25rem 1.5rem',
  color: colors.ink,
  textDecoration: 'none',
  transition: 'border-color 150ms ease',
  strong: { fontFamily: fonts.heading, fontSize: '1.2rem', color: colors.navy },
  span: { color: colors.inkMuted },
  '&:hover': { borderColor: colors.teal, strong: { color: colors.teal } },
});

const searchForm = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.5rem',
  width: '100%',
  maxWidth: '36rem',
  margin: '0 auto',
  label: { fontWeight: 700, color: colors.navy },
});

const searchRow = css({ display: 'flex', gap: '0.5rem' });

const searchInput = css({
  flex: '1 1 0',
  width: '100%',
  minWidth: 0,
  minHeight: 44,
  padding: '0.6rem 0.9rem',
  border: `1px solid ${colors.inkMuted}`,
  borderRadius: radii.pill,
  background: colors.white,
  color: colors.ink,
  font: 'inherit',
});

/** Any path the site does not serve (status 404): where to go instead, and the blog's search. */
export function NotFoundPage() {
  const searchId = useId();
  return (
    <Container>
      <StaticPageHead meta={notFoundMeta} />
      <div css={page}>
        <div css={intro}>
          <h1 css={css({ fontSize: 'clamp(4rem, 12vw, 7rem)', margin: 0, lineHeight: 1, color: colors.navy })}>{copy.code}</h1>
          <p css={css({ fontSize: '1.25rem', color: colors.inkMuted })}>{copy.heading}</p>
          <div css={css({ paddingTop: '1rem' })}>
            <ButtonLink href="/" variant="secondary">
              {copy.home}
            </ButtonLink>
          </div>
        </div>
        <p css={css({ margin: 0, textAlign: 'center', color: colors.inkMuted, textWrapStyle: 'balance' })}>{copy.lead}</p>
        <ul css={[suggestionList, suggestionGrid.tracks]} aria-label={copy.suggestionsLabel}>
          {copy.suggestions.map((suggestion, index) => (
            <li key={suggestion.to} css={suggestionGrid.cell(index)}>
              <SiteLink href={suggestion.to} css={card}>
                <strong>{suggestion.title}</strong>
                <span>{suggestion.text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
        <form method="get" action={blogSearch.action} role="search" aria-label={copy.search.label} css={searchForm}>
          <label htmlFor={searchId}>{copy.search.label}</label>
          <div css={searchRow}>
            <input id={searchId} type="search" name={blogSearch.param} placeholder={copy.search.placeholder} css={searchInput} />
            <button type="submit" css={buttonStyles('primary')}>
              {copy.search.submit}
            </button>
          </div>
        </form>
      </div>
    </Container>
  );
}
