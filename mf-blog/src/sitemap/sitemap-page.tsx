// /sitemap: a map of the site for people. Each group of the menus with its live pages (a page not
// built yet is left out, so no link here leads to a 404), the blog with every published post
// (the same call as the XML sitemap), and a link to that XML sitemap.
import { css, type SerializedStyles } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';
import { resolveLink } from '@pv/shared/contract/routes';
import type { NavLinkItem } from '@pv/shared/contract/navigation';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { Container } from '@pv/shared/ui/layout';
import { PageHero } from '@pv/shared/ui/page-hero';
import { renderedWhenNear } from '@pv/shared/ui/rendered-when-near';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import { blogKeys } from '../api/query-keys';
import { useSitemapEntries } from '../api/get-sitemap-entries';
import { failedToLoad } from '../api/prefetch';
import type { SitemapEntry } from '../api/types';
import { formatCardDate } from '../lib/dates';
import { sitemapCopy, sitemapGroups, type SitemapGroup } from './sitemap-page-content';

/** A link leads somewhere: a live route, a redirect or a document (a planned route would be a 404). */
export const isReachable = (link: NavLinkItem) => {
  const target = resolveLink(link.to);
  return target !== null && (target.kind !== 'route' || target.route.status === 'live');
};

const grid = css({
  display: 'grid',
  gap: '1.25rem',
  padding: '2.5rem 0 1.5rem',
  [mq.md]: { gap: '1.5rem', padding: '3.5rem 0 2rem' },
});

// The groups of links share the rows with no hole (balanced-grid.ts); the blog's, with every post,
// takes the whole width after them.
const withPostsLast = [...sitemapGroups].sort((a, b) => Number(Boolean(a.withPosts)) - Number(Boolean(b.withPosts)));
const linkGroups = balancedGrid(withPostsLast.filter((group) => !group.withPosts).length, { base: 1, md: 2, lg: 3 });

const groupStyle = css({
  padding: '1.5rem',
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  h2: { fontSize: '1.3rem', margin: '0 0 0.75rem' },
  h3: { fontSize: '1.05rem', margin: '1.25rem 0 0.5rem' },
  ...renderedWhenNear('20rem'),
});

const wholeRow = css({ gridColumn: '1 / -1' });

const linkList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.15rem',
  // Targets of at least 44 px.
  a: { display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 },
});

const postList = css(linkList, {
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '2rem' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  li: { display: 'flex', flexDirection: 'column', paddingBottom: '0.5rem' },
  // A title is the writer's: a word longer than the column breaks rather than widen the page.
  a: { fontWeight: 500, minHeight: 44, alignItems: 'flex-end', overflowWrap: 'anywhere' },
  time: { fontSize: '0.85rem', color: colors.inkMuted },
});

const muted = css({ color: colors.inkMuted, margin: 0 });

const xmlNote = css({ margin: 0, padding: '0 0 4rem', color: colors.inkMuted, [mq.md]: { paddingBottom: '5rem' } });

function Posts() {
  const { data, isError } = useSitemapEntries();
  // The server could not read them (it answers 503): the page is not hydrated, so it says so now
  // instead of showing a loading state that would never end.
  const failedOnServer = failedToLoad(useQueryClient(), blogKeys.sitemap());
  if (data) {
    return (
      <ul css={postList}>
        {data.map((post: SitemapEntry) => (
          <li key={post.slug}>
            <SiteLink href={`/blog/${post.slug}`}>{post.title}</SiteLink>
            <time dateTime={post.published_date}>{formatCardDate(post.published_date)}</time>
          </li>
        ))}
      </ul>
    );
  }
  if (isError || failedOnServer) {
    return (
      <p css={muted}>
        {sitemapCopy.postsFailed} <SiteLink href="/blog">{sitemapCopy.postsFailedLink}</SiteLink>
      </p>
    );
  }
  return <p css={muted}>{sitemapCopy.postsLoading}</p>;
}

function Group({ group, place }: { group: SitemapGroup; place: SerializedStyles }) {
  const links = group.links.filter(isReachable);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={`sitemap-${group.id}`} css={[groupStyle, place]}>
      <h2 id={`sitemap-${group.id}`}>{group.heading}</h2>
      <ul css={linkList}>
        {links.map((link) =>
          resolveLink(link.to)?.kind === 'document' ? (
            // A document the server answers, not a page of the app.
            <li key={link.to}>
              <a href={link.to}>{link.label}</a>
            </li>
          ) : (
            <li key={link.to}>
              <SiteLink href={link.to}>{link.label}</SiteLink>
            </li>
          ),
        )}
      </ul>
      {group.withPosts ? (
        <>
          <h3>{sitemapCopy.postsHeading}</h3>
          <Posts />
        </>
      ) : null}
    </section>
  );
}

export function SitemapPage() {
  return (
    <>
      <PageHero eyebrow={sitemapCopy.hero.eyebrow} title={sitemapCopy.hero.title} lead={sitemapCopy.hero.lead} align="center" />
      <Container>
        <nav aria-label={sitemapCopy.navLabel} css={[grid, linkGroups.tracks]}>
          {withPostsLast.map((group, index) => (
            <Group key={group.id} group={group} place={group.withPosts ? wholeRow : linkGroups.cell(index)} />
          ))}
        </nav>
        <p css={xmlNote}>
          {sitemapCopy.xmlNote} <a href={sitemapCopy.xmlLink}>{sitemapCopy.xmlLink}</a>
        </p>
      </Container>
    </>
  );
}
