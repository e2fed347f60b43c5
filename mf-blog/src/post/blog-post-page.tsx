import { useQueryClient } from '@tanstack/react-query';
import { css } from '@emotion/react';
import type { PageProps } from '@pv/shared/contract/page';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { Container } from '@pv/shared/ui/layout';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { blogKeys } from '../api/query-keys';
import { useBlogPost } from '../api/get-blog-post';
import { failedToLoad } from '../api/prefetch';
import { useRelatedPosts } from '../api/get-related-posts';
import type { BlogPost } from '../api/types';
import { PostImage } from '../components/card-image';
import { chipList, metaLine, skeletonBlock, tagChip } from '../components/styles';
import { HERO_IMAGE_SIZE } from '../config/blog';
import { postCopy } from '../content/blog-copy';
import { formatPostDate } from '../lib/dates';
import { readTimeLabel } from '../lib/read-time';
import { serializeListState, DEFAULT_LIST_STATE } from '../list/list-state';
import { AuthorBox } from './author-box';
import { PostBody } from './post-body';
import { PostNotFound } from './post-not-found';
import { RelatedArticles } from './related-articles';
import { TableOfContents } from './table-of-contents';
import { tableOfContents } from '../lib/table-of-contents';
import { ShareButtons } from './share-buttons';

const column = css({ maxWidth: '46rem', margin: '0 auto' });

const breadcrumb = css({
  padding: '1.5rem 0 1.25rem',
  fontSize: '0.875rem',
  // One line whatever the face: the title gives way (an ellipsis), so the swap from the fallback
  // face to the brand face never wraps the trail and moves the article under it.
  ol: { display: 'flex', gap: '0.35rem', listStyle: 'none', margin: 0, padding: 0, color: colors.inkMuted, whiteSpace: 'nowrap' },
  'li + li::before': { content: '"/"', marginRight: '0.35rem', color: colors.line },
  a: { color: colors.inkMuted, textDecoration: 'none' },
  'a:hover': { color: colors.teal, textDecoration: 'underline' },
  '[aria-current]': {
    minWidth: 0,
    maxWidth: '24rem',
    color: colors.ink,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

const heroImage = css({
  maxWidth: '52rem',
  margin: '0 auto 2rem',
  borderRadius: radii.lg,
  overflow: 'hidden',
  [mq.md]: { marginBottom: '2.5rem' },
});

const titleStyle = css({
  margin: '0.9rem 0 1rem',
  fontFamily: fonts.heading,
  fontSize: 'clamp(2rem, 5.2vw, 3rem)',
  lineHeight: 1.15,
  color: colors.navy,
  textWrapStyle: 'balance',
  overflowWrap: 'anywhere',
});

const tagLink = css([tagChip, { '&:hover': { background: colors.teal, color: colors.white } }]);

const headerFooter = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '1rem 0 1.5rem',
  margin: '0 0 2rem',
  borderBottom: `1px solid ${colors.line}`,
});

function Breadcrumb({ title }: { title?: string }) {
  return (
    <nav aria-label={postCopy.breadcrumb} css={breadcrumb}>
      <ol>
        <li>
          <SiteLink href="/">{postCopy.home}</SiteLink>
        </li>
        <li>
          <SiteLink href="/blog">{postCopy.blog}</SiteLink>
        </li>
        {title ? <li aria-current="page">{title}</li> : null}
      </ol>
    </nav>
  );
}

function PostArticle({ post }: { post: BlogPost }) {
  const config = useSiteConfig();
  const url = `${config.origin}/blog/${post.slug}`;
  const tags = post.tags ?? [];
  return (
    <article>
      <div css={heroImage}>
        <PostImage post={post} width={HERO_IMAGE_SIZE.width} height={HERO_IMAGE_SIZE.height} eager />
      </div>
      <div css={column}>
        <header>
          {tags.length > 0 ? (
            <ul css={chipList} aria-label="Topics">
              {tags.map((tag) => (
                <li key={tag}>
                  <SiteLink href={`/blog${serializeListState({ ...DEFAULT_LIST_STATE, tags: [tag] })}`} css={tagLink}>
                    {tag}
                  </SiteLink>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 css={titleStyle}>{post.title}</h1>
          <div css={headerFooter}>
            <p css={[metaLine, css({ margin: 0, fontSize: '0.95rem' })]}>
              <time dateTime={post.published_date}>{formatPostDate(post.published_date)}</time>
              <span>
                {postCopy.by} <strong css={css({ color: colors.navy })}>{post.author}</strong>
              </span>
              <span>{readTimeLabel(post.content)}</span>
            </p>
            <ShareButtons url={url} title={post.title} />
          </div>
        </header>
        <TableOfContents sections={tableOfContents(post.content)} />
        <PostBody html={post.content} />
        <AuthorBox author={post.author} />
      </div>
    </article>
  );
}

function PostSkeleton() {
  return (
    <div css={column} aria-busy="true">
      <p role="status" className="visually-hidden">
        {postCopy.loading}
      </p>
      <div aria-hidden="true" css={css({ display: 'grid', gap: '1rem', paddingBottom: '4rem' })}>
        <div css={[skeletonBlock, css({ aspectRatio: '16 / 9', borderRadius: radii.lg })]} />
        <div css={[skeletonBlock, css({ height: '2.5rem', width: '85%' })]} />
        <div css={[skeletonBlock, css({ height: '1rem', width: '40%' })]} />
        {[100, 96, 98, 70].map((width) => (
          <div key={width} css={[skeletonBlock, css({ height: '1rem', width: `${width}%` })]} />
        ))}
      </div>
    </div>
  );
}

/** /blog/{slug}: the post, or 'Blog Post Not Found' for a missing post, a draft or a failure. */
export function BlogPostPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const post = useBlogPost(slug);
  const related = useRelatedPosts(slug);
  // The server could not read the post (it answers 503): the page is not hydrated, so it says so
  // now instead of showing a loading state that would never end.
  const failedOnServer = failedToLoad(useQueryClient(), blogKeys.post(slug));

  if (slug === '' || post.data === null || (post.isError && !post.data) || (failedOnServer && !post.data)) return <PostNotFound />;
  return (
    <Container>
      <Breadcrumb title={post.data?.title} />
      {post.data ? <PostArticle post={post.data} /> : <PostSkeleton />}
      {post.data ? (
        <div css={css({ marginTop: '3.5rem' })}>
          <RelatedArticles posts={related.data ?? []} />
        </div>
      ) : null}
    </Container>
  );
}
